import type fr from '../fr/lead-confirmation.ts'

/** The visitor's confirmation e-mail in German (worker/leads/confirmation-mail.ts). */
export default {
  subject: (dealership: string) => `Ihre Anfrage ist eingegangen – ${dealership}`,
  heading: 'Vielen Dank, Ihre Anfrage ist bei uns eingegangen',
  asked: {
    'test-drive': 'Sie haben eine Probefahrt angefragt.',
    interest: 'Sie interessieren sich für ein Fahrzeug.',
    'model-contact': 'Sie haben eine Frage zu einem Modell.',
    contact: 'Sie haben uns geschrieben.',
    'tyre-appointment': 'Sie haben einen Reifentermin angefragt.',
    'tyre-offer': 'Sie haben ein Reifenangebot angefragt.',
    'trade-in': 'Sie haben ein Angebot für die Inzahlungnahme Ihres Fahrzeugs angefragt.',
  },
  /** Between a label and its value. */
  colon: ': ',
  request: 'Ihre Anfrage',
  labels: {
    subject: 'Betreff',
    vehiclePrice: 'Preis (inkl. MwSt.)',
    modelPrice: 'Ab',
    offerPrice: 'Monatsrate',
    appointment: 'Gewünschter Termin',
    leaseType: 'Leasing',
    duration: 'Laufzeit',
    mileage: 'Jährliche Fahrleistung',
    monthly: 'Monatsrate (inkl. MwSt.)',
    deposit: 'Anzahlung (inkl. MwSt.)',
    phone: 'Telefon',
    email: 'E-Mail',
  },
  leaseTypes: { private: 'Privatleasing', business: 'Geschäftsleasing' },
  appointment: (date: string, time: string) => `${date} um ${time}\u00a0Uhr`,
  months: (count: number) => `${count} Monate`,
  perYear: (distance: string) => `${distance} pro Jahr`,
  dealership: 'Ihr Autohaus',
  hours: (department: string) => `Öffnungszeiten (${department})`,
  departments: { showroom: 'Ausstellungsraum', workshop: 'Werkstatt' },
  nextHeading: 'Wie geht es weiter?',
  next: {
    'test-drive':
      'Ein Berater ruft Sie an oder schreibt Ihnen, um Datum und Uhrzeit Ihrer Probefahrt zu bestätigen. Denken Sie an Ihren Führerschein.',
    interest:
      'Ein Berater meldet sich in Kürze bei Ihnen, in der Regel innerhalb eines Werktags, um Ihre Fragen zu beantworten.',
    'model-contact': 'Ein Berater antwortet Ihnen in Kürze, in der Regel innerhalb eines Werktags.',
    contact: 'Wir antworten Ihnen in Kürze, in der Regel innerhalb eines Werktags.',
    'tyre-appointment':
      'Unsere Werkstatt meldet sich, um den Termin zu bestätigen. Kommen Sie zur vereinbarten Zeit mit Ihrem Fahrzeug.',
    'tyre-offer': 'Unsere Werkstatt schickt Ihnen in Kürze ein Angebot.',
    'trade-in':
      'Ein Berater meldet sich, um eine Bewertung Ihres Fahrzeugs vor Ort zu vereinbaren.',
  },
  callUs: (phone: string) => `Noch Fragen? Rufen Sie uns an: ${phone}.`,
  back: 'Seite Ihrer Anfrage ansehen',
  footer:
    'Sie erhalten diese E-Mail, weil auf unserer Website eine Anfrage mit dieser Adresse gesendet wurde. Wenn Sie das nicht waren, ignorieren Sie sie bitte: Sie erhalten nichts weiter.',
} satisfies typeof fr
