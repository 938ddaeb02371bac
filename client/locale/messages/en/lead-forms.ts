import type fr from '../fr/lead-forms.ts'

/** Only some fields have a hint. */
const hints: Record<string, string | undefined> = {
  phone: 'For example +352 621 123 456 or +33 6 12 34 56 78.',
  tyreSize: 'Printed on the sidewall of the tyre, for example 205/55 R16.',
  time: 'The times offered follow the dealership’s opening hours.',
}

/**
 * The lead forms' text in English (client/features/lead-forms): labels, hints, the titles and the
 * confirmations. The validation messages of the shared schema are lead-validation.ts's.
 */
export default {
  labels: {
    civility: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone',
    location: 'Preferred dealership',
    date: 'Preferred date',
    time: 'Preferred time',
    plate: 'Registration number',
    tyreSize: 'Tyre size',
    season: 'Tyre season',
    tradeBrand: 'Make of your vehicle',
    tradeModel: 'Model',
    tradeYear: 'Year of manufacture',
    tradeMileage: 'Mileage (km)',
    tradeFuel: 'Fuel',
    tradeCondition: 'Overall condition',
    message: 'Your message',
    consent: 'I accept the privacy policy',
    newsletter: 'I would like to receive the group’s newsletter and offers',
  },
  hints,
  civility: { madame: 'Ms', monsieur: 'Mr', autre: 'Other' },
  season: { ete: 'Summer', hiver: 'Winter', 'toutes-saisons': 'All-season' },
  choose: 'Please choose…',
  privacyLink: 'read the privacy policy',
  /** The 24-hour clock as the slot comes ("14:30"). */
  time: (time: string) => time,
  titles: {
    'test-drive': 'Book a test drive',
    interest: 'I am interested in this vehicle',
    'model-contact': 'Contact a sales adviser',
    contact: 'Contact us',
    'tyre-appointment': 'Book a tyre appointment',
    'tyre-offer': 'Request a tyre quote',
    'trade-in': 'Trade in my vehicle',
  },
  confirmations: {
    'test-drive':
      'Thank you! Your test drive request has been sent. A sales adviser will contact you to confirm the appointment.',
    interest: 'Thank you! Your request has been sent. A sales adviser will contact you very soon.',
    'model-contact': 'Thank you! Your message has been sent. A sales adviser will reply very soon.',
    contact: 'Thank you! Your message has been sent. We will reply very soon.',
    'tyre-appointment':
      'Thank you! Your tyre appointment request has been sent. Our workshop will contact you to confirm it.',
    'tyre-offer':
      'Thank you! Your tyre quote request has been sent. We will send you a quote very soon.',
    'trade-in':
      'Thank you! Your trade-in request has been sent. A sales adviser will contact you for the final valuation.',
  },
  form: {
    retrying:
      'Your request is saved on this device and will be sent again automatically as soon as possible.',
    fix: 'Please correct',
    errors: (count: number): string =>
      count > 1 ? `the following ${count} errors` : 'the following error',
    /** Between the count and the colon: English puts no space before it. */
    beforeColon: '',
    colon: ':',
    legend: 'Fields marked with an asterisk (*) are required.',
    trap: 'Do not fill in this field',
    sending: 'Sending…',
    send: 'Send my request',
  },
  subject: {
    concerns: 'Your request is about',
    wanted: 'Model you would like *',
    optional: 'Model concerned (optional)',
    chooseModel: 'Choose a model…',
    noModel: 'No particular model',
    brandOnly: (brand: string) => `${brand}, model to be confirmed`,
  },
} satisfies typeof fr
