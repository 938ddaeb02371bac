import { z } from 'zod'

/**
 * Field helpers for block schemas. Editors are sloppy: optional texts come back as `''`, numbers
 * from Storyblok "number" fields arrive as strings, and design options may hold values that were
 * removed from the component schema since. Those are normalised here so a block still renders;
 * only what rendering cannot do without (a title, an image source, a link target) is strict.
 */

export const requiredText = z.string().trim().min(1)

/** Optional text: missing, `null` or blank all become `''`. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '')

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A lowercase URL slug such as `alfa-romeo` or `esch-sur-alzette`. */
export const slugText = z.string().trim().regex(slugPattern)

/** Optional slug: blank becomes `null`; a malformed slug is an error (it would build a bad URL). */
export const optionalSlug = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.string().regex(slugPattern).nullable())

/** Multi-option field holding slugs (brands, dealerships); blanks are dropped. */
export const slugList = z
  .array(z.string())
  .nullish()
  .transform((values) => (values ?? []).map((value) => value.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(slugPattern)))

export function booleanField(fallback: boolean) {
  return z
    .boolean()
    .nullish()
    .transform((value) => value ?? fallback)
}

/** A design option: an unknown or missing value falls back instead of failing the block. */
export function optionField<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number]
) {
  return z.enum(values).catch(fallback)
}

/** Storyblok "number" fields arrive as strings; blank means "use the default". */
export function numberField(options: {
  min: number
  max: number
  fallback: number
  int?: boolean
}) {
  const base = options.int === false ? z.number() : z.number().int()
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => (value === '' || value == null ? options.fallback : Number(value)))
    .pipe(base.min(options.min).max(options.max))
}

/** Same as `numberField` but blank stays `null` (e.g. an unknown price). */
export function optionalNumberField(options: { min: number; max: number }) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => (value === '' || value == null ? null : Number(value)))
    .pipe(z.number().min(options.min).max(options.max).nullable())
}
