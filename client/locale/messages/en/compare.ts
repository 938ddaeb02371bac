import type fr from '../fr/compare.ts'

/** The vehicle comparison's text in German: button, bar, table, notices (client/features/compare). */
export default {
  limit:
    'Das Fahrzeug kann nicht hinzugefügt werden. Wählen Sie höchstens 6 Fahrzeuge zum Vergleichen aus.',
  tooFew:
    'Noch nicht genügend Fahrzeuge für den Vergleich ausgewählt, wählen Sie mindestens zwei aus.',
  removed: (count: number) =>
    count === 1
      ? '1 Fahrzeug wurde aus dem Vergleich entfernt, da es nicht mehr verfügbar ist.'
      : `${count} Fahrzeuge wurden aus dem Vergleich entfernt, da sie nicht mehr verfügbar sind.`,
  button: 'Vergleichen',
  vehicleSeparator: ': ',
  bar: {
    label: 'Fahrzeuge zum Vergleichen',
    count: (count: number) => `${count > 1 ? 'Fahrzeuge' : 'Fahrzeug'} zum Vergleichen`,
    remove: (title: string) => `${title} aus dem Vergleich entfernen`,
    compare: 'Vergleichen',
    hint: 'Wählen Sie mindestens zwei Fahrzeuge aus.',
  },
  table: {
    onlyDifferences: 'Nur Unterschiede anzeigen',
    label: 'Vergleichstabelle',
    caption: (count: number) =>
      `Vergleich von ${count} Fahrzeugen; die mit „Unterschiedlich“ markierten Zeilen haben unterschiedliche Werte.`,
    requestOffer: 'Angebot anfordern',
    moveLeft: (title: string) => `${title} nach links verschieben`,
    moveRight: (title: string) => `${title} nach rechts verschieben`,
    remove: (title: string) => `${title} aus dem Vergleich entfernen`,
    differs: 'Unterschiedlich',
    reserved: 'Reserviert',
  },
  rows: {
    perMonth: (amount: string) => `${amount} pro Monat`,
    yes: 'Ja',
    no: 'Nein',
    labels: {
      price: 'Preis',
      priceBeforeDiscount: 'Preis vor Rabatt',
      privateLeaseFrom: 'Privatleasing ab',
      category: 'Kategorie',
      trim: 'Version',
      bodyStyle: 'Karosserie',
      fuel: 'Kraftstoff',
      transmissionType: 'Getriebe',
      mileage: 'Kilometerstand',
      constructionYear: 'Baujahr',
      firstRegistration: 'Erstzulassung',
      power: 'Leistung',
      engineCc: 'Hubraum',
      battery: 'Batterie',
      consumption: 'Verbrauch (WLTP)',
      co2: 'CO₂ (WLTP)',
      emissionsClass: 'Schadstoffklasse',
      drivenAxles: 'Antrieb',
      maxWeight: 'Zulässiges Gesamtgewicht',
      interiorMaterial: 'Polsterung',
      seats: 'Sitzplätze',
      doors: 'Türen',
      exteriorColor: 'Außenfarbe',
      interiorColor: 'Innenfarbe',
      vatReportable: 'MwSt. abzugsfähig',
      location: 'Autohaus',
    },
  },
} satisfies typeof fr
