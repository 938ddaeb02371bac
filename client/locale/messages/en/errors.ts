import type fr from '../fr/errors.ts'

/** The error page's text in German (client/errors, spec §8). */
export default {
  vehicleNotFound: {
    title: 'Hoppla, dieses Fahrzeug gibt es nicht.',
    text: 'Dieses Fahrzeug hat vielleicht schon einen neuen Besitzer gefunden, oder die Adresse ist falsch. Entdecken Sie die anderen verfügbaren Fahrzeuge in unseren Autohäusern.',
    action: 'Zurück zum Bestand',
  },
  pageNotFound: {
    title: 'Hoppla, diese Seite gibt es nicht',
    text: 'Die gesuchte Seite wurde vielleicht verschoben oder gelöscht. Kehren Sie zur Startseite zurück, um Ihren Besuch fortzusetzen.',
    action: 'Zurück zur Startseite',
  },
  somethingWentWrong: {
    title: 'Hoppla, da ist etwas schiefgelaufen',
    action: 'Zurück zur Startseite',
  },
} satisfies typeof fr
