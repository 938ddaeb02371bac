import { z } from 'zod'
import { bodyStyleCodes, fuelCodes } from '../../domain/vehicle-vocabulary.ts'
import { optionField, optionalSlug } from './text.ts'

/** Values of spec §3: fuel types and body styles known to the stock (the stock vocabulary's). */
export const fuelTypes = fuelCodes
export const bodyStyles = bodyStyleCodes

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
