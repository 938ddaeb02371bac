import type fr from '../fr/locations.ts'

/**
 * The dealerships' text in German (client/features/locations): the dealer search, list, map,
 * contact links, staff cards and opening hours (the appointment booking's is in
 * appointment-booking.ts).
 */
export default {
  notFound: 'Der Standort wurde nicht gefunden',
  count: (count: number): string => (count === 1 ? '1 Autohaus' : `${count} Autohäuser`),
  showAll: 'Alle Autohäuser anzeigen',
  empty:
    'Prüfen Sie die Schreibweise des Ortes oder der Postleitzahl, oder wählen Sie eine andere Marke oder einen anderen Service.',
  mapLabel: 'Karte der Autohäuser',
  services: {
    sales: 'Neuwagenverkauf',
    used: 'Gebrauchtwagen',
    'commercial-vehicles': 'Nutzfahrzeuge',
    workshop: 'Werkstatt und Kundendienst',
    bodywork: 'Karosserie',
    tyres: 'Reifen und Einlagerung',
    parts: 'Teile und Zubehör',
    rental: 'Fahrzeugvermietung',
    leasing: 'Leasing',
    financing: 'Finanzierung',
    fleet: 'Flottenmanagement',
  },
  search: {
    query: 'Ort, Postleitzahl oder Name',
    placeholder: 'z. B. Esch-sur-Alzette, 8070',
    brand: 'Marke',
    allBrands: 'Alle Marken',
    service: 'Service',
    allServices: 'Alle Services',
    submit: 'Suchen',
  },
  map: {
    withJavaScript:
      'Die interaktive Karte wird mit JavaScript angezeigt. Alle Adressen stehen in der Liste.',
    loading: 'Karte wird geladen…',
    failed: 'Die Karte konnte nicht geladen werden. Alle Adressen stehen in der Liste.',
    tilesAfterConsent:
      'Der Kartenhintergrund wird nach Ihrer Zustimmung zu den funktionalen Diensten angezeigt.',
    tilesUnavailable:
      'Der Kartenhintergrund ist vorübergehend nicht verfügbar; die Autohäuser bleiben eingezeichnet.',
    open: 'Autohaus ansehen',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
  },
  allBrandsUsed: 'Gebrauchtwagen aller Marken',
  call: (name: string, phone: string) => `${name} anrufen unter ${phone}`,
  phone: (phone: string) => `Telefon: ${phone}`,
  email: 'E-Mail: ',
  directions: (name: string) => `Route zu ${name} (Google Maps, neuer Tab)`,
  directionsShort: 'Route',
  writeTo: { before: 'E-Mail an ', after: ': ' },
  closures: 'Nächste Schließtage',
  closureSeparator: ': ',
  showHours: 'Öffnungszeiten anzeigen',
} satisfies typeof fr
