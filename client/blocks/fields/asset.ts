import { z } from 'zod'

/**
 * Storyblok asset fields: `{ id, filename, alt, title, focus, ... }`. An empty asset field is sent
 * as `{ filename: '' }` or `{ filename: null }`. Sources must be site-relative paths or https URLs:
 * the renderer puts them in `src`, and React does not block `data:` URLs.
 */

export type Image = { src: string; alt: string; title: string; focus: string | null }

const safeSource = z
  .string()
  .trim()
  .refine((src) => (src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://'), {
    message: 'Image source must be a site-relative path or an https URL',
  })

const rawAsset = z.looseObject({
  filename: z.string().nullish(),
  alt: z.string().nullish(),
  title: z.string().nullish(),
  focus: z.string().nullish(),
})

function toImage(asset: { alt?: string | null; title?: string | null; focus?: string | null }) {
  return (src: string): Image => ({
    src,
    alt: asset.alt?.trim() ?? '',
    title: asset.title?.trim() ?? '',
    focus: asset.focus || null,
  })
}

/** An image the block cannot render without. */
export const imageField = rawAsset.transform((asset, ctx): Image => {
  const parsed = safeSource.safeParse(asset.filename ?? '')
  if (!parsed.success || parsed.data === '') {
    ctx.addIssue({ code: 'custom', message: 'Image is required and must have a safe source' })
    return z.NEVER
  }
  return toImage(asset)(parsed.data)
})

/** An image the block can do without: empty becomes `null`, an unsafe source is still an error. */
export const optionalImageField = rawAsset.nullish().transform((asset, ctx): Image | null => {
  const filename = asset?.filename?.trim() ?? ''
  if (!asset || filename === '') return null
  const parsed = safeSource.safeParse(filename)
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Image source must be a site-relative path or https' })
    return z.NEVER
  }
  return toImage(asset)(parsed.data)
})

/** Multi-asset field (galleries): empty entries are dropped, unsafe ones fail. */
export const imageListField = z
  .array(optionalImageField)
  .nullish()
  .transform((images) => (images ?? []).filter((image): image is Image => image !== null))

/** A downloadable file (brochure, price list): an https or site-relative asset with a label. */
export const downloadField = rawAsset.transform((asset, ctx) => {
  const parsed = safeSource.safeParse(asset.filename ?? '')
  if (!parsed.success || parsed.data === '') {
    ctx.addIssue({ code: 'custom', message: 'Download needs a safe file source' })
    return z.NEVER
  }
  return { href: parsed.data, label: asset.title?.trim() || asset.alt?.trim() || 'Télécharger' }
})
