import { z } from 'zod'
import { brandSlugSchema } from './brand.ts'
import { closureSchema, departmentSchema } from './opening-hours.ts'

/**
 * A dealership of the group as the app sees it: identity, contact and legal details, what it sells,
 * when its showroom and workshop are open, and who visitors can talk to.
 */

export const serviceSlugs = [
  'sales',
  'used',
  'commercial-vehicles',
  'workshop',
  'bodywork',
  'tyres',
  'parts',
  'rental',
  'leasing',
  'financing',
  'fleet',
] as const
export const serviceSlugSchema = z.enum(serviceSlugs)
export type ServiceSlug = z.infer<typeof serviceSlugSchema>

// Each service's label is interface text: the locations catalogue (`services`).

export * from './opening-hours.ts'

/** Map bounds of Luxembourg (spec §9); a dealership outside them is a data error. */
export const luxembourgBounds = { north: 50.25, south: 49.34, west: 5.57, east: 6.63 } as const

export const coordinatesSchema = z.object({
  lat: z.number().min(luxembourgBounds.south).max(luxembourgBounds.north),
  lng: z.number().min(luxembourgBounds.west).max(luxembourgBounds.east),
})
export type Coordinates = z.infer<typeof coordinatesSchema>

/**
 * Luxembourg numbers have no trunk prefix and 6 to 11 digits after +352 (landlines, mobiles and
 * direct lines with an extension). Stored in the spaced international form shown to visitors.
 */
export const luxembourgPhoneSchema = z
  .string()
  .regex(/^\+352(?: \d{1,3}){2,5}$/, { error: 'Numéro attendu au format +352 …' })
  .refine((phone) => {
    const digits = phone.slice(4).replaceAll(' ', '').length
    return digits >= 6 && digits <= 11
  }, 'Un numéro luxembourgeois compte de 6 à 11 chiffres après +352')

/** ISO 13616 check: move the country and check digits to the end, read letters as 10–35, mod 97 = 1. */
export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36)
    if (Number.isNaN(value)) return false
    // Digit by digit keeps the running number far below 2^53 (a 30-digit number would not be).
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97
  }
  return remainder === 1
}

/** Luxembourg IBAN: LU, 2 check digits, 3-digit bank code, 13-character account, 20 in all. */
export const luxembourgIbanSchema = z
  .string()
  .regex(/^LU\d{2}\d{3}[0-9A-Z]{13}$/, {
    error: 'IBAN luxembourgeois attendu (LU + 18 caractères)',
  })
  .refine(hasValidIbanChecksum, 'Clé de contrôle IBAN invalide')

/** Luxembourg VAT number: the last two digits are the first six taken modulo 89. */
export function hasValidLuxembourgVatChecksum(vatNumber: string): boolean {
  const digits = vatNumber.slice(2)
  return Number(digits.slice(0, 6)) % 89 === Number(digits.slice(6))
}

export const luxembourgVatNumberSchema = z
  .string()
  .regex(/^LU\d{8}$/, { error: 'Numéro de TVA attendu au format LU + 8 chiffres' })
  .refine(hasValidLuxembourgVatChecksum, 'Clé de contrôle du numéro de TVA invalide')

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

export const employeeSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  /** French job title as printed on the adviser card, e.g. "Conseillère commerciale". */
  role: z.string().min(1),
  brands: z.array(brandSlugSchema),
  phone: luxembourgPhoneSchema,
  email: z.email(),
  /**
   * The adviser's photo: an absolute URL on any host (stock API v1.1), or the root-relative path
   * of one of the site's own files.
   */
  photo: z.union([
    z.string().regex(/^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)$/),
    z.url({ protocol: /^https?$/ }),
  ]),
})
export type Employee = z.infer<typeof employeeSchema>

const uniqueItems = <T>(items: readonly T[]): boolean => new Set(items).size === items.length

export const locationSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    postcode: z.string().regex(/^L-\d{4}$/, { error: 'Code postal attendu au format L-1234' }),
    town: z.string().min(1),
    country: z.literal('LU'),
  }),
  coordinates: coordinatesSchema,
  phone: luxembourgPhoneSchema,
  email: z.email(),
  vatNumber: luxembourgVatNumberSchema,
  iban: luxembourgIbanSchema,
  /** Makes sold new; empty for a site that sells every make second-hand only. */
  brands: z.array(brandSlugSchema).refine(uniqueItems, 'Marque en double'),
  services: z.array(serviceSlugSchema).min(1).refine(uniqueItems, 'Service en double'),
  departments: z.object({ showroom: departmentSchema, workshop: departmentSchema }),
  closures: z.array(closureSchema),
  employees: z
    .array(employeeSchema)
    .refine(
      (employees) => uniqueItems(employees.map((employee) => employee.id)),
      'Identifiant en double'
    ),
})
export type Location = z.infer<typeof locationSchema>
