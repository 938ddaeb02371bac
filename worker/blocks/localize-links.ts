import type { Link } from '../../client/blocks/fields/link.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../client/locale/language.ts'
import { localizedPath } from '../../client/routes/localized-path.ts'

/**
 * The blocks of a page with their link fields in the page's language: a story link is validated
 * (client/blocks/fields/link.ts) once per story, before a page's language reaches it, so its path
 * is the French one; here it becomes the page's (`/contact` → `/de/contact`). Done by the Worker
 * so the browser needs no route matching to show a block's link (docs/decisions/0030).
 *
 * A link field is the one object of a block with exactly `href`, `external` and `newTab` (what
 * the link field's transform returns); everything else is copied only where a link inside it
 * changed. French pages get their blocks back untouched.
 *
 * @example localizeBlockLinks([{ component: 'button', link: { href: '/contact', external: false, newTab: false } }], 'de')
 * // [{ component: 'button', link: { href: '/de/contact', external: false, newTab: false } }]
 */
export function localizeBlockLinks<T>(value: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return value
  return localize(value, language) as T
}

function isLink(value: object): value is Link {
  const keys = Object.keys(value)
  return (
    keys.length === 3 &&
    'href' in value &&
    typeof value.href === 'string' &&
    'external' in value &&
    typeof value.external === 'boolean' &&
    'newTab' in value &&
    typeof value.newTab === 'boolean'
  )
}

function localize(value: unknown, language: Language): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const items = value.map((item) => localize(item, language))
    return items.some((item, index) => item !== value[index]) ? items : value
  }
  if (isLink(value)) {
    const href = localizedPath(value.href, language)
    return href === value.href ? value : { ...value, href }
  }
  let copy: Record<string, unknown> | null = null
  for (const [key, field] of Object.entries(value)) {
    const localized = localize(field, language)
    if (localized !== field) (copy ??= { ...value })[key] = localized
  }
  return copy ?? value
}
