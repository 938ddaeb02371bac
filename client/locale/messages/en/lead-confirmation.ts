import type fr from '../fr/lead-confirmation.ts'

/**
 * The confirmation e-mail a visitor receives after sending a lead, in English
 * (worker/leads/confirmation-mail.ts; docs/decisions/0058). Read by the Worker only.
 */
export default {
  subject: (dealership: string) => `We have received your request – ${dealership}`,
  heading: 'Thank you, we have received your request',
  /** What the visitor asked, by lead kind. */
  asked: {
    'test-drive': 'You asked for a test drive.',
    interest: 'You are interested in a vehicle.',
    'model-contact': 'You have a question about a model.',
    contact: 'You sent us a message.',
    'tyre-appointment': 'You asked for a tyre appointment.',
    'tyre-offer': 'You asked for a quote for tyres.',
    'trade-in': 'You asked for a trade-in valuation of your vehicle.',
  },
  /** Between a label and its value. */
  colon: ': ',
  request: 'Your request',
  labels: {
    subject: 'Subject',
    vehiclePrice: 'Price (VAT incl.)',
    modelPrice: 'From',
    offerPrice: 'Monthly payment',
    appointment: 'Preferred appointment',
    leaseType: 'Lease',
    duration: 'Term',
    mileage: 'Annual mileage',
    monthly: 'Monthly payment (VAT incl.)',
    deposit: 'Deposit (VAT incl.)',
    phone: 'Phone',
    email: 'Email',
  },
  /** By the calculator's view (lease-input.ts): private or business lease. */
  leaseTypes: { private: 'Private lease', business: 'Business lease' },
  appointment: (date: string, time: string) => `${date} at ${time}`,
  months: (count: number) => (count === 1 ? '1 month' : `${count} months`),
  perYear: (distance: string) => `${distance} a year`,
  dealership: 'Your dealership',
  hours: (department: string) => `Opening hours (${department})`,
  departments: { showroom: 'showroom', workshop: 'workshop' },
  nextHeading: 'What happens next?',
  /** The next step, by lead kind. */
  next: {
    'test-drive':
      'A sales adviser will call or email you to confirm the date and time of your test drive. Please remember to bring your driving licence.',
    interest:
      'A sales adviser will contact you very soon, usually within one working day, to answer your questions.',
    'model-contact': 'A sales adviser will reply very soon, usually within one working day.',
    contact: 'We will reply very soon, usually within one working day.',
    'tyre-appointment':
      'Our workshop will contact you to confirm the appointment. Please bring your vehicle at the agreed time.',
    'tyre-offer': 'Our workshop will send you a quote very soon.',
    'trade-in':
      'A sales adviser will contact you to arrange a valuation of your vehicle at the dealership.',
  },
  callUs: (phone: string) => `Any questions in the meantime? Call us on ${phone}.`,
  back: 'View your request page again',
  footer:
    'You are receiving this email because a request was sent from our website using this address. If it was not you, please ignore it: you will not receive anything else.',
} satisfies typeof fr
