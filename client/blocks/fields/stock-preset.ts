import { z } from 'zod'
import { optionField, optionalSlug } from './text.ts'

/** Values of spec §3: fuel types and body styles known to the stock. */
export const fuelTypes = [
  'lpgg3',
  'petrol',
  'electric+petrol',
  'cng',
  'bio-diesel',
  'bio-ethanol',
  'diesel',
  'electric+diesel',
  'electric',
  'hybrid',
  'hydrogen',
  'lpg',
  'e85',
  'other',
] as const
export const bodyStyles = [
  'electric',
  'hybrid',
  'compact',
  'high_entry',
  'family',
  'company_car',
  'hatchback',
  'coupe',
  'convertible',
  'saloon',
  'estate',
  'suv',
  'mpv',
] as const

const blankToNull = (value: unknown) => (value === '' ? null : value)

/** A stock filter preset chosen by the editor; every part is optional. */
export const stockPresetFields = {
  brand: optionalSlug,
  model: optionalSlug,
  fuel: z.preprocess(blankToNull, z.enum(fuelTypes).nullish()).transform((v) => v ?? null),
  body_style: z.preprocess(blankToNull, z.enum(bodyStyles).nullish()).transform((v) => v ?? null),
  /** Dealership (advertiser) slug. */
  location: optionalSlug,
  condition: optionField(['all', 'new', 'used'], 'all'),
}
