import type fr from '../fr/trade-in.ts'

/** The trade-in estimate's text in German (client/features/trade-in). */
export default {
  labels: {
    brand: 'Marke',
    model: 'Modell',
    year: 'Baujahr',
    mileage: 'Kilometerstand',
    fuel: 'Kraftstoff',
    condition: 'Allgemeiner Zustand',
  },
  check: (fields: string) => ` Bitte prüfen: ${fields}.`,
  chooseYear: 'Baujahr wählen',
  sending: 'Bewertung läuft…',
  submit: 'Mein Fahrzeug bewerten',
  result: 'Ihre Inzahlungnahme-Bewertung',
  offer: ' unverbindliches Angebot',
  range: {
    from: 'Spanne: von ',
    to: ' bis ',
    reference: '. Referenz',
    validUntil: ', gültig bis ',
    inspection:
      '. Das Angebot wird nach einer kostenlosen Begutachtung des Fahrzeugs in einem unserer Autohäuser bestätigt.',
  },
  loadingForm: 'Formular wird geladen…',
  sendToAdviser: 'Diese Bewertung an einen Berater senden',
  wanted: 'Gewünschtes Fahrzeug (optional)',
  noneYet: 'Noch keines',
  unavailable:
    'Die Bewertung ist vorübergehend nicht verfügbar. Versuchen Sie es gleich noch einmal oder kontaktieren Sie uns.',
} satisfies typeof fr
