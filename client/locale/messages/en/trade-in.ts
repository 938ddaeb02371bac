import type fr from '../fr/trade-in.ts'

/**
 * The trade-in valuation's text in English (client/features/trade-in). Pieces around a value
 * render each as its own text.
 */
export default {
  labels: {
    brand: 'Brand',
    model: 'Model',
    year: 'Year',
    mileage: 'Mileage',
    fuel: 'Fuel type',
    condition: 'Overall condition',
  },
  check: (fields: string) => ` Please check: ${fields}.`,
  chooseYear: 'Choose the year',
  sending: 'Valuing your car…',
  submit: 'Value my car',
  result: 'Your trade-in valuation',
  offer: ' indicative offer',
  range: {
    from: 'Range: ',
    to: ' to ',
    reference: '. Reference',
    validUntil: ', valid until ',
    inspection:
      '. The offer is confirmed after a free inspection of the vehicle at one of our dealerships.',
  },
  loadingForm: 'Loading the form…',
  sendToAdviser: 'Send this valuation to a sales adviser',
  wanted: 'Vehicle you are interested in (optional)',
  noneYet: 'None yet',
  unavailable:
    'Valuations are temporarily unavailable. Please try again in a moment or contact us.',
} satisfies typeof fr
