import type fr from '../fr/lead-forms.ts'

/** Only some fields have a hint. */
const hints: Record<string, string | undefined> = {
  phone: 'Zum Beispiel +352 621 123 456 oder +49 151 12345678.',
  tyreSize: 'Steht auf der Reifenflanke, zum Beispiel 205/55 R16.',
  time: 'Die angebotenen Zeiten richten sich nach den Öffnungszeiten des Autohauses.',
}

/**
 * The lead forms' text in German (client/features/lead-forms): labels, hints, the titles and the
 * confirmations. The validation messages of the shared schema are lead-validation.ts's.
 */
export default {
  labels: {
    civility: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    location: 'Gewünschtes Autohaus',
    date: 'Wunschdatum',
    time: 'Gewünschte Uhrzeit',
    plate: 'Kennzeichen',
    tyreSize: 'Reifengröße',
    season: 'Reifensaison',
    tradeBrand: 'Marke Ihres Fahrzeugs',
    tradeModel: 'Modell',
    tradeYear: 'Baujahr',
    tradeMileage: 'Kilometerstand (km)',
    tradeFuel: 'Kraftstoff',
    tradeCondition: 'Allgemeiner Zustand',
    message: 'Ihre Nachricht',
    consent: 'Ich akzeptiere die Datenschutzerklärung',
    newsletter: 'Ich möchte den Newsletter und die Angebote der Gruppe erhalten',
  },
  hints,
  civility: { madame: 'Frau', monsieur: 'Herr', autre: 'Divers' },
  season: { ete: 'Sommer', hiver: 'Winter', 'toutes-saisons': 'Ganzjahresreifen' },
  choose: 'Bitte wählen…',
  privacyLink: 'Datenschutzerklärung lesen',
  time: (time: string) => `${time} Uhr`,
  titles: {
    'test-drive': 'Probefahrt anfragen',
    interest: 'Ich interessiere mich für dieses Fahrzeug',
    'model-contact': 'Einen Berater kontaktieren',
    contact: 'Kontaktieren Sie uns',
    'tyre-appointment': 'Reifentermin vereinbaren',
    'tyre-offer': 'Reifenangebot anfordern',
    'trade-in': 'Mein Fahrzeug in Zahlung geben',
  },
  confirmations: {
    'test-drive':
      'Vielen Dank! Ihre Probefahrt-Anfrage wurde gesendet. Ein Berater meldet sich bei Ihnen, um den Termin zu bestätigen.',
    interest:
      'Vielen Dank! Ihre Anfrage wurde gesendet. Ein Berater meldet sich in Kürze bei Ihnen.',
    'model-contact':
      'Vielen Dank! Ihre Nachricht wurde gesendet. Ein Berater antwortet Ihnen in Kürze.',
    contact: 'Vielen Dank! Ihre Nachricht wurde gesendet. Wir antworten Ihnen in Kürze.',
    'tyre-appointment':
      'Vielen Dank! Ihre Anfrage für einen Reifentermin wurde gesendet. Unsere Werkstatt meldet sich zur Bestätigung bei Ihnen.',
    'tyre-offer':
      'Vielen Dank! Ihre Anfrage für ein Reifenangebot wurde gesendet. Wir senden Ihnen in Kürze ein Angebot.',
    'trade-in':
      'Vielen Dank! Ihre Inzahlungnahme-Anfrage wurde gesendet. Ein Berater meldet sich für die endgültige Bewertung bei Ihnen.',
  },
  form: {
    retrying:
      'Ihre Anfrage ist auf diesem Gerät gespeichert und wird automatisch erneut gesendet, sobald es möglich ist.',
    fix: 'Bitte korrigieren Sie',
    errors: (count: number): string =>
      count > 1 ? `die folgenden ${count} Fehler` : 'den folgenden Fehler',
    beforeColon: '',
    colon: ':',
    legend: 'Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.',
    trap: 'Dieses Feld nicht ausfüllen',
    sending: 'Wird gesendet…',
    send: 'Anfrage senden',
  },
  subject: {
    concerns: 'Ihre Anfrage betrifft',
    wanted: 'Gewünschtes Modell *',
    optional: 'Betreffendes Modell (optional)',
    chooseModel: 'Bitte wählen Sie ein Modell…',
    noModel: 'Kein bestimmtes Modell',
    brandOnly: (brand: string) => `${brand}, Modell noch offen`,
  },
} satisfies typeof fr
