import type fr from '../fr/lease-calculator.ts'

/** A sentence's full stop, unless the text already ends with one ("€412.50 VAT incl."). */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/**
 * The lease calculator's text in English (client/features/lease-calculator) and the checks of a
 * lease request (the lead forms' lease fields are lease-fields.ts's).
 */
export default {
  basis: { private: 'VAT incl.', business: 'excl. VAT' },
  views: {
    private: 'Private customer (prices including VAT)',
    business: 'Business customer (prices excluding VAT)',
  },
  youAre: 'You are leasing as',
  colour: 'Colour',
  finishes: { solid: 'solid', metallic: 'metallic', pearl: 'pearlescent' },
  ownColour: (paint: string) => `${paint} (this vehicle)`,
  paints: {
    white: 'Glacier White',
    black: 'Intense Black',
    grey: 'Graphite Grey',
    blue: 'Abyss Blue',
    'pearl-white': 'Pearl White',
  },
  orderColour: (name: string, finish: string) => `${name}, ${finish} paint (to order)`,
  surcharge: (price: string) => ` (+${price} excl. VAT)`,
  duration: 'Contract length',
  months: ' months',
  annualMileage: 'Annual mileage',
  perYear: ' per year',
  perMonth: ' per month',
  monthlyMileage: 'That is ',
  depositLabel: { before: 'Deposit (', after: ', in euros)' },
  depositHint: 'From 0 to ',
  feeLabel: { before: 'Arrangement fee (', after: ', in euros)' },
  update: 'Update the price',
  result: 'Your monthly payment',
  other: { before: 'or ', after: ' (17% VAT)' },
  facts: {
    vehiclePrice: 'Vehicle price',
    duration: 'Term',
    mileage: 'Mileage',
    mileageOpen: ' per year (',
    mileageClose: ' per month)',
    deposit: 'Deposit',
    fee: 'Arrangement fee',
    complete: 'Total contract price',
    co2: { before: 'CO', after: ' emissions (WLTP)' },
  },
  terms: 'Contract terms',
  included: 'Included in the monthly payment',
  notIncluded: 'Not included',
  example: {
    intro: (lease: string, title: string) =>
      `Representative example of a ${lease === 'business' ? 'business' : 'private'} lease for the ${title}:`,
    vehiclePrice: (money: string) => `vehicle price ${money},`,
    deposit: (money: string) => `deposit ${money},`,
    fee: (money: string) => `arrangement fee ${money},`,
    monthly: (months: number, money: string) => `${months} monthly payments of ${money}`,
    mileage: (km: string) => `at ${km} per year.`,
    total: (money: string) => `Total amount payable: ${stop(money)}`,
    rate: (rate: string) => `Fixed annual borrowing rate of ${rate}; residual value of`,
    residual: (share: string, amount: string) =>
      `${share} (${amount} excl. VAT), taken back by the lessor at the end of the contract.`,
    services: (amount: string) =>
      `Servicing, tyres, breakdown assistance, vehicle tax and comprehensive insurance included (${amount} excl. VAT per month).`,
    vat: 'Luxembourg VAT at 17%. Indicative, non-binding offer, subject to approval by our finance partner.',
  },
  contractTerms: {
    maintenance: 'Servicing and repairs to the manufacturer’s schedule',
    insurance: 'Comprehensive insurance (third-party and own damage)',
    insuranceWithClaims: 'Comprehensive insurance (third-party and own damage) and claims handling',
    tyres: 'Summer and winter tyres, fitting and storage',
    assistance: '24/7 breakdown assistance across Europe',
    vehicleTax: 'Vehicle tax',
    registration: 'Registration and delivery',
    deductible: 'Insurance excess',
    fuel: 'Fuel or charging',
    fuelWithCard: 'Fuel or charging, fuel card optional',
    excessKm: (rate: string) => `Excess mileage (${rate} excl. VAT per km)`,
    fines: 'Fines, tolls and vignettes',
    homeCharger: 'Home charging point (optional)',
  },
} satisfies typeof fr
