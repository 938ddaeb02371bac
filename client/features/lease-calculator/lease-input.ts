import {
  type AnnualMileage,
  type LeaseDuration,
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

/** The vehicle facts the calculator needs (a small part of the stock vehicle). */
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

export interface ColourOption {
  code: string
  label: string
  surchargeExclVat: number
}

export interface LeaseInput {
  colour: string
  durationMonths: LeaseDuration
  annualMileageKm: AnnualMileage
  deposit: number
  establishmentFee: number
  view: LeaseView
}

/** The vehicle's own colour, then (new vehicles only) the colours it can be ordered in. */
export function colourOptions(vehicle: LeaseVehicle): ColourOption[] {
  const own = { code: 'stock', label: `${vehicle.colour.paint} (ce véhicule)`, surchargeExclVat: 0 }
  if (vehicle.category !== 'new') return [own]
  const finishLabel: Record<PaintFinish, string> = {
    solid: 'unie',
    metallic: 'métallisée',
    pearl: 'nacrée',
  }
  return [
    own,
    ...orderColours.map((colour) => ({
      code: colour.code,
      label: `${colour.label}, peinture ${finishLabel[colour.finish]} (sur commande)`,
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
function readNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null
  const number = Number(value.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'))
  return Number.isFinite(number) ? Math.round(number) : null
}

/**
 * The highest deposit accepted for this vehicle in the view's basis: half the price, and never
 * so much that the amount financed falls below the residual value.
 */
export function maxDeposit(
  vehicle: LeaseVehicle,
  input: Pick<LeaseInput, 'durationMonths' | 'annualMileageKm' | 'view'>
): number {
  const residual = residualValueTable[input.durationMonths][input.annualMileageKm]
  const share = Math.min(leaseInputBounds.maxDepositShare, 1 - residual)
  const price =
    input.view === 'private' ? vehicle.priceInclVat : vehicle.priceInclVat / (1 + VAT_RATE)
  return Math.floor((price * share) / 100) * 100
}

/**
 * Reads the calculator's query (the GET form without JavaScript, or a shared link). Unknown or
 * malformed values fall back to defaults, numbers are snapped or clamped: bad input is never an
 * error.
 */
export function parseLeaseInput(
  get: (name: string) => string | null | undefined,
  vehicle: LeaseVehicle
): LeaseInput {
  const view: LeaseView = get('vue') === 'business' ? 'business' : 'private'
  const duration = readNumber(get('duree'))
  const mileage = readNumber(get('km'))
  const durationMonths =
    duration === null ? leaseDefaults.durationMonths : nearest(leaseDurations, duration)
  const annualMileageKm =
    mileage === null ? leaseDefaults.annualMileageKm : nearest(annualMileages, mileage)
  const colours = colourOptions(vehicle)
  const colour = colours.find((option) => option.code === get('couleur'))?.code ?? 'stock'
  const { min, max } = leaseInputBounds.establishmentFee
  return {
    colour,
    durationMonths,
    annualMileageKm,
    view,
    deposit: clamp(
      readNumber(get('acompte')) ?? leaseDefaults.deposit,
      0,
      maxDeposit(vehicle, { durationMonths, annualMileageKm, view })
    ),
    establishmentFee: clamp(readNumber(get('frais')) ?? leaseDefaults.establishmentFee, min, max),
  }
}

/** The query string of an input, for links and the address bar. */
export function leaseInputQuery(input: LeaseInput): string {
  return new URLSearchParams({
    vue: input.view,
    couleur: input.colour,
    duree: String(input.durationMonths),
    km: String(input.annualMileageKm),
    acompte: String(input.deposit),
    frais: String(input.establishmentFee),
  }).toString()
}
