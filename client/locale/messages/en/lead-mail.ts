import type fr from '../fr/lead-mail.ts'

/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const kinds: Record<string, string> = {
  'test-drive': 'Test drive',
  interest: 'Interest in a vehicle',
  'model-contact': 'Enquiry about a model',
  contact: 'General enquiry',
  'tyre-appointment': 'Tyre appointment',
  'tyre-offer': 'Tyre quote',
  'trade-in': 'Vehicle trade-in',
}

/** By the CRM payload's key (worker/crm/crm-payload.ts). */
const details: Record<string, string> = {
  plate: 'Registration number',
  tyre_size: 'Tyre size',
  season: 'Tyre season',
  trade_in_brand: 'Make of the trade-in vehicle',
  trade_in_model: 'Model',
  trade_in_year: 'Year',
  trade_in_mileage_km: 'Mileage (km)',
  trade_in_fuel: 'Fuel',
  trade_in_condition: 'Overall condition',
  trade_in_offer_shown_eur: 'Indicative offer shown (€)',
}

/**
 * The e-mails the Worker writes to the group's staff, in English (the French text is the one sent;
 * this one is ready for an English-speaking team): the lead to its dealership and the alert.
 */
export default {
  kinds,
  subject: (kind: string, name: string) => `New website enquiry: ${kind} – ${name}`,
  intro: (dealership: string) =>
    `A new enquiry has come in through the website for the ${dealership} dealership.`,
  replyHint: 'Reply to this email to write to the customer directly.',
  sections: {
    customer: 'Customer',
    appointment: 'Preferred appointment',
    subject: 'Subject of the enquiry',
    lease: 'Lease requested',
    message: 'Customer’s message',
    details: 'Details',
    tracking: 'Tracking',
  },
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    newsletter: 'Would like to receive the newsletter',
    date: 'Date',
    time: 'Time',
    price: 'Price shown',
    page: 'Website page',
    language: 'Customer’s language',
    campaign: 'Campaign',
    flags: 'Flags',
    leadId: 'Reference',
    receivedAt: 'Received on',
    consent: 'Consent (text version)',
    verified: 'Checked against stock',
    leaseType: 'Lease type',
    duration: 'Term (months)',
    mileage: 'Annual mileage (km)',
    monthly: 'Monthly payment, VAT incl. (cents)',
  },
  details,
  yes: 'yes',
  no: 'no',
  footer:
    'Message sent automatically by the website. The customer’s data is used only to answer their enquiry (the group’s privacy policy).',
  alert: {
    subject: (kind: string, dealership: string) =>
      `[Website alert] Enquiry not delivered: ${kind}, ${dealership}`,
    intro:
      'An enquiry received by the website could not be delivered and will no longer be retried automatically. It is kept in the website’s database.',
    labels: {
      leadId: 'Reference',
      kind: 'Type',
      dealership: 'Dealership',
      status: 'Recipient’s response',
      reason: 'Reason',
    },
    noAnswer: 'no response',
    reasons: {
      refused: 'refused by the recipient (4xx response: will not be retried)',
      exhausted: 'repeated failures throughout the whole retry period',
    },
    inspect: 'See the status and the stored response: npm run leads -- --remote',
    resend: (leadId: string) =>
      `Once the cause is fixed, send it again: npm run leads:resend -- ${leadId} --remote`,
  },
} satisfies typeof fr
