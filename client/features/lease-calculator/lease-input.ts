import {
  type AnnualMileage,
  type LeaseDuration,
  type OrderColour,
  type PaintFinish,
  VAT_RATE,
  annualMileages,
  leaseDefaults,
  leaseDurations,
  leaseInputBounds,
  orderColours,
  paintSurcharge,
  residualValueTable,
} from '../../config/lease-config.ts'
import type { LeaseView } from './lease-formula.ts'

/**
 * What the calculator prices: a stock vehicle, or the vehicle a lease offer is quoted for. `id`
 * and `slug` are the stock vehicle's (0 and '' for an offer, which has no stock vehicle).
 */
export interface LeaseVehicle {
  id: number
  slug: string
  title: string
  trim: string
  brand: { slug: string; name: string }
  category: 'new' | 'used' | 'demo'
  priceInclVat: number
  colour: { code: string; paint: string }
  co2: number
  fuel: string
  image: { url: string; width: number; height: number; alt: string }
}

/** The values a calculator offers: all of them on a stock vehicle, an offer's own on an offer. */
export interface LeaseChoices {
  durations: readonly LeaseDuration[]
  mileages: readonly AnnualMileage[]
  views: readonly LeaseView[]
  /** Other colours than the vehicle's own (new stock vehicles only). */
  orderColours: boolean
}

/** A colour the lease can be in: the vehicle's own paint (`finish` null) or one to order. */
/** The vehicle's own colour (its paint's name as the stock writes it), or an order colour. */
export type ColourOption =
  | { code: 'stock'; name: string; finish: null; surchargeExclVat: 0 }
  | { code: OrderColour; finish: PaintFinish; surchargeExclVat: number }

export interface LeaseInput {
  colour: string
  durationMonths: LeaseDuration
  annualMileageKm: AnnualMileage
  deposit: number
  establishmentFee: number
  view: LeaseView
}

/** The calculator of a stock vehicle: every duration, mileage and view of the lease config. */
export function stockLeaseChoices(vehicle: Pick<LeaseVehicle, 'category'>): LeaseChoices {
  return {
    durations: leaseDurations,
    mileages: annualMileages,
    views: ['private', 'business'],
    orderColours: vehicle.category === 'new',
  }
}

const isDuration = (value: number): value is LeaseDuration =>
  (leaseDurations as readonly number[]).includes(value)
const isMileage = (value: number): value is AnnualMileage =>
  (annualMileages as readonly number[]).includes(value)

/**
 * The calculator of a lease offer: the durations and mileages the offer allows (those the lease
 * config prices), in the offer's own view, in its own colour.
 */
export function offerLeaseChoices(offer: {
  type: LeaseView
  durationsMonths: readonly number[]
  annualMileagesKm: readonly number[]
  configuration: { durationMonths: number; annualMileageKm: number }
}): LeaseChoices {
  const durations = [...offer.durationsMonths, offer.configuration.durationMonths].filter(
    isDuration
  )
  const mileages = [...offer.annualMileagesKm, offer.configuration.annualMileageKm].filter(
    isMileage
  )
  return {
    durations: leaseDurations.filter((value) => durations.includes(value)),
    mileages: annualMileages.filter((value) => mileages.includes(value)),
    views: [offer.type],
    orderColours: false,
  }
}

/** The vehicle's own colour, then (when the choices allow) the colours it can be ordered in. */
export function colourOptions(
  vehicle: Pick<LeaseVehicle, 'colour'>,
  choices: Pick<LeaseChoices, 'orderColours'>
): ColourOption[] {
  const own = {
    code: 'stock',
    name: vehicle.colour.paint,
    finish: null,
    surchargeExclVat: 0,
  } as const satisfies ColourOption
  if (!choices.orderColours) return [own]
  return [
    own,
    ...orderColours.map((colour) => ({
      code: colour.code,
      finish: colour.finish,
      surchargeExclVat: paintSurcharge[colour.finish],
    })),
  ]
}

function nearest<T extends number>(values: readonly T[], wanted: number): T {
  return values.reduce((best, value) =>
    Math.abs(value - wanted) < Math.abs(best - wanted) ? value : best
  )
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** A whole number from a query value, or null ("", "abc", "1e400", "12.5" rounds). */
export function readWholeNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null
  const number = Number(value.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'))
  return Number.isFinite(number) ? Math.round(number) : null
}

/**
 * The highest deposit accepted for this vehicle in the view's basis: half the price, and never
 * so much that the amount financed falls below the residual value.
 */
export function maxDeposit(
  vehicle: Pick<LeaseVehicle, 'priceInclVat'>,
  input: Pick<LeaseInput, 'durationMonths' | 'annualMileageKm' | 'view'>
): number {
  const residual = residualValueTable[input.durationMonths][input.annualMileageKm]
  const share = Math.min(leaseInputBounds.maxDepositShare, 1 - residual)
  const price =
    input.view === 'private' ? vehicle.priceInclVat : vehicle.priceInclVat / (1 + VAT_RATE)
  return Math.floor((price * share) / 100) * 100
}

/** The configuration a calculator starts from when its query says nothing (snapped, clamped). */
export interface LeaseStart {
  view?: LeaseView
  durationMonths?: number
  annualMileageKm?: number
  deposit?: number
  establishmentFee?: number
}

/**
 * Reads the calculator's query (the GET form without JavaScript, or a shared link). Unknown or
 * malformed values fall back to the start (an offer's own configuration) or the defaults, numbers
 * are snapped to the choices or clamped: bad input is never an error here. A lead, which must not
 * silently change what the visitor asked for, is checked strictly instead (lease-request.ts).
 */
export function parseLeaseInput(
  get: (name: string) => string | null | undefined,
  vehicle: Pick<LeaseVehicle, 'priceInclVat' | 'colour'>,
  choices: LeaseChoices,
  start: LeaseStart = {}
): LeaseInput {
  const wantedView = get('vue')
  const view: LeaseView =
    choices.views.find((candidate) => candidate === wantedView) ??
    (start.view && choices.views.includes(start.view) ? start.view : undefined) ??
    choices.views[0] ??
    'private'
  const duration = readWholeNumber(get('duree'))
  const mileage = readWholeNumber(get('km'))
  const durationMonths = nearest(
    choices.durations,
    duration ?? start.durationMonths ?? leaseDefaults.durationMonths
  )
  const annualMileageKm = nearest(
    choices.mileages,
    mileage ?? start.annualMileageKm ?? leaseDefaults.annualMileageKm
  )
  const colour =
    colourOptions(vehicle, choices).find((option) => option.code === get('couleur'))?.code ??
    'stock'
  const { min, max } = leaseInputBounds.establishmentFee
  return {
    colour,
    durationMonths,
    annualMileageKm,
    view,
    deposit: clamp(
      readWholeNumber(get('acompte')) ?? start.deposit ?? leaseDefaults.deposit,
      0,
      maxDeposit(vehicle, { durationMonths, annualMileageKm, view })
    ),
    establishmentFee: clamp(
      readWholeNumber(get('frais')) ?? start.establishmentFee ?? leaseDefaults.establishmentFee,
      min,
      max
    ),
  }
}

/** The query parameters of an input, for links and the address bar. */
export function leaseInputParams(input: LeaseInput): Record<string, string> {
  return {
    vue: input.view,
    couleur: input.colour,
    duree: String(input.durationMonths),
    km: String(input.annualMileageKm),
    acompte: String(input.deposit),
    frais: String(input.establishmentFee),
  }
}

/** The query string of an input (without "?"). */
export function leaseInputQuery(input: LeaseInput): string {
  return new URLSearchParams(leaseInputParams(input)).toString()
}
