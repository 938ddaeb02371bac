import { leaseRates } from '#deployment/lease-rates'

/**
 * Lease pricing of the site's calculators (docs/decisions, lease formula ADR). Typed constants
 * rather than a CMS field: a rate is a commercial commitment the finance partner signs off, and a
 * change here goes through review and the formula's tests.
 */

/** Luxembourg standard VAT rate (NOTES.md): private prices TVAC, business prices HTVA. */
export const VAT_RATE = 0.17

/** Lease norms in Luxembourg (NOTES.md): 24–60 months, 10,000–40,000 km a year. */
export const leaseDurations = [24, 36, 48, 60] as const
export type LeaseDuration = (typeof leaseDurations)[number]

export const annualMileages = [10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000] as const
export type AnnualMileage = (typeof annualMileages)[number]

export const leaseDefaults = {
  durationMonths: 48 as LeaseDuration,
  annualMileageKm: 15_000 as AnnualMileage,
  /** Deposit and fee as the visitor types them, in the view's basis (TVAC or HTVA). */
  deposit: 0,
  establishmentFee: 250,
}

/**
 * The configuration "dès …" private-lease prices are quoted for: the lowest monthly price without
 * a deposit. The vehicle page's "Leasing privé dès" opens the calculator on it, so both agree.
 */
export const leaseFromConfiguration = {
  durationMonths: 60 as LeaseDuration,
  annualMileageKm: 10_000 as AnnualMileage,
  deposit: 0,
  establishmentFee: 250,
  view: 'private',
} as const

/** Bounds of the free inputs; values outside are clamped, never an error. */
export const leaseInputBounds = {
  /** The deposit never exceeds half the vehicle price (the lessor's rule). */
  maxDepositShare: 0.5,
  establishmentFee: { min: 0, max: 1_000 },
}

/**
 * Nominal yearly interest rate of the finance partner, by duration (fixed for the contract): the
 * deployment's, as each group signs its own (docs/decisions/0054).
 */
export const annualRateByDuration: Record<LeaseDuration, number> = leaseRates.annualRateByDuration

/**
 * Residual value as a share of the vehicle price excluding VAT, by duration and yearly mileage:
 * what the lessor expects to resell the car for at the end of the contract.
 */
export const residualValueTable: Record<LeaseDuration, Record<AnnualMileage, number>> = {
  24: {
    10_000: 0.62,
    15_000: 0.6,
    20_000: 0.58,
    25_000: 0.56,
    30_000: 0.53,
    35_000: 0.5,
    40_000: 0.47,
  },
  36: {
    10_000: 0.54,
    15_000: 0.52,
    20_000: 0.5,
    25_000: 0.47,
    30_000: 0.44,
    35_000: 0.41,
    40_000: 0.38,
  },
  48: {
    10_000: 0.46,
    15_000: 0.44,
    20_000: 0.41,
    25_000: 0.38,
    30_000: 0.35,
    35_000: 0.32,
    40_000: 0.29,
  },
  60: {
    10_000: 0.39,
    15_000: 0.37,
    20_000: 0.34,
    25_000: 0.31,
    30_000: 0.28,
    35_000: 0.25,
    40_000: 0.22,
  },
}

/**
 * Services included in the monthly price, excluding VAT: maintenance, tyres, assistance and road
 * tax (a fixed part plus a part per 1,000 km a year), and the all-risk insurance (a fixed part
 * plus a share of the vehicle price excluding VAT). What they cover is `leaseContractTerms`.
 */
export const servicesPerMonth = {
  base: 45,
  perThousandKm: 2.2,
  insuranceBase: 25,
  insuranceShareOfPrice: 0.002,
}

/** Paint surcharges excluding VAT when the visitor orders the same vehicle in another colour. */
export const paintSurcharge = { solid: 0, metallic: 650, pearl: 1_050 } as const
export type PaintFinish = keyof typeof paintSurcharge

/**
 * Colours offered for a new vehicle besides its own (a used vehicle comes as it is), by code: the
 * paint's name is the catalogue's (lease-calculator.ts, `paints`).
 */
export const orderColours = [
  { code: 'white', finish: 'solid' },
  { code: 'black', finish: 'metallic' },
  { code: 'grey', finish: 'metallic' },
  { code: 'blue', finish: 'metallic' },
  { code: 'pearl-white', finish: 'pearl' },
] as const satisfies readonly { code: string; finish: PaintFinish }[]
export type OrderColour = (typeof orderColours)[number]['code']

/** The excess mileage rate, excluding VAT, per kilometre beyond the contract's allowance. */
export const excessKmRateExclVat = 0.09

/** A promise of a lease contract; its words are the catalogue's (lease-calculator.ts, `contractTerms`). */
export type ContractTerm =
  | 'maintenance'
  | 'insurance'
  | 'insuranceWithClaims'
  | 'tyres'
  | 'assistance'
  | 'vehicleTax'
  | 'registration'
  | 'deductible'
  | 'fuel'
  | 'fuelWithCard'
  | 'excessKm'
  | 'fines'
  | 'homeCharger'

/**
 * What the monthly price includes and leaves out (spec §3, contract terms), by kind of lease, as
 * codes: each page writes them in its language (features/lease-calculator/contract-terms.ts).
 * The one source of these promises: the calculator shows them, the lease offers of the demo stock
 * service are generated with them, and the private-lease page's claims are checked against them
 * (scripts/demo-data/content). The formula's services (`servicesPerMonth`) price what is included.
 */
export const leaseContractTerms = {
  private: {
    included: ['maintenance', 'insurance', 'tyres', 'assistance', 'vehicleTax', 'registration'],
    notIncluded: ['deductible', 'fuel', 'excessKm', 'fines'],
  },
  business: {
    included: [
      'maintenance',
      'insuranceWithClaims',
      'tyres',
      'assistance',
      'vehicleTax',
      'registration',
    ],
    notIncluded: ['deductible', 'fuelWithCard', 'excessKm', 'homeCharger'],
  },
} as const satisfies Record<
  'private' | 'business',
  { included: readonly ContractTerm[]; notIncluded: readonly ContractTerm[] }
>
