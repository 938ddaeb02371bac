import { I18N_SEPARATOR } from '../../../worker/local-services/content/i18n.ts'

/**
 * Which fields of the demo space Storyblok translates field by field (the `Translatable` box of a
 * field in the block library), defined once for the generator and its tests.
 *
 * Translated: what a visitor reads — headings, texts, rich text, button and link labels, teasers,
 * questions and answers, quotes, captions, form messages, the SEO plugin's texts and the alt texts
 * of images. Storyblok translates a whole field, so an image's German is the whole asset object
 * with a German `alt`, and the SEO field's German is the whole plugin object.
 *
 * Not translated: slugs, links (`multilink`, a story link resolves to the story in the asked
 * language by itself), ids, asset files, people's names, e-mails, phone numbers, video ids and
 * every option value (`brand`, `model`, `location`, `condition`, `service`, `variant`, …): the code
 * compares those, a German value would break filters. `category` is text on articles and FAQ
 * entries but an option (`passenger`, `utility`) on model pages; `department` is an option.
 */
export const TRANSLATABLE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'subtitle',
  'intro',
  'text',
  'teaser',
  'label',
  'link_label',
  'badge',
  'caption',
  'question',
  'answer',
  'quote',
  'job_title',
  'success_message',
  'disclaimer',
  'top_bar_text',
  'footer_text',
  'category',
])

/** Components where a field of the list above holds an option value, not text. */
const OPTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  model_page: ['category'],
}

/** A copy of a value without any field translation (the space as its default language stores it). */
export function withoutTranslations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTranslations)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.includes(I18N_SEPARATOR))
      .map(([key, child]) => [key, withoutTranslations(child)])
  )
}

/** The key of a field's translation (`title` → `title__i18n__de`). */
export function translationKey(field: string, language: string): string {
  return `${field}${I18N_SEPARATOR}${language}`
}

export type TranslatableKind = 'text' | 'richtext' | 'asset' | 'assets' | 'seo'

/** What kind of translatable value `value` is as field `field` of `component`, if any. */
export function translatableKind(
  component: string,
  field: string,
  value: unknown
): TranslatableKind | undefined {
  if (field.includes(I18N_SEPARATOR)) return undefined
  if (Array.isArray(value))
    return value.length > 0 &&
      value.every((item) => isRecord(item) && isAsset(item) && hasAlt(item))
      ? 'assets'
      : undefined
  if (isRecord(value)) {
    if (value.type === 'doc' && TRANSLATABLE_TEXT_FIELDS.has(field)) return 'richtext'
    if (isAsset(value)) return hasAlt(value) ? 'asset' : undefined
    if (value.plugin === 'seo_metatags') return 'seo'
    return undefined
  }
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (!TRANSLATABLE_TEXT_FIELDS.has(field)) return undefined
  return OPTION_FIELDS[component]?.includes(field) ? undefined : 'text'
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function isAsset(value: unknown): boolean {
  return isRecord(value) && value.fieldtype === 'asset'
}

function hasAlt(asset: Record<string, unknown>): boolean {
  return typeof asset.alt === 'string' && asset.alt.trim() !== ''
}

export type TranslatableField = {
  /** Keys from the content root to the object holding the field. */
  path: (string | number)[]
  component: string
  field: string
  kind: TranslatableKind
  french: unknown
  /** The stored `field__i18n__<language>`, if any. */
  translated: unknown
}

/**
 * Every translatable field of a story's content, with its French and its stored translation
 * into `language` (a Storyblok language code of the space).
 */
export function translatableFields(content: unknown, language: string): TranslatableField[] {
  const found: TranslatableField[] = []
  const visit = (value: unknown, path: (string | number)[], component: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index], component))
      return
    }
    if (!isRecord(value)) return
    const own = typeof value.component === 'string' ? value.component : undefined
    for (const [field, child] of Object.entries(value)) {
      const kind = own === undefined ? undefined : translatableKind(own, field, child)
      if (kind && own !== undefined)
        found.push({
          path,
          component: own,
          field,
          kind,
          french: child,
          translated: value[translationKey(field, language)],
        })
      else if (!field.includes(I18N_SEPARATOR)) visit(child, [...path, field], own ?? component)
    }
  }
  visit(content, [], '')
  return found
}
