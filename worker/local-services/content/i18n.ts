/**
 * Field-level translation as the delivery API applies it: a translatable field `title` stores
 * its translations beside it as `title__i18n__de`. With `language=de` the API answers `title`
 * with the German value where there is one (else `fallback_lang`'s, else the default language's);
 * the `__i18n__` keys themselves never appear in an answer.
 */
export const I18N_SEPARATOR = '__i18n__'

export function translateContent<T>(
  content: T,
  language: string | undefined,
  fallbackLang: string | undefined
): { content: T; translated: boolean } {
  const chain = [language, fallbackLang].filter(
    (code): code is string => Boolean(code) && code !== 'default'
  )
  let translated = false
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const source = value as Record<string, unknown>
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(source)) {
      if (key.includes(I18N_SEPARATOR)) continue
      const code = chain.find((lang) => isFilled(source[`${key}${I18N_SEPARATOR}${lang}`]))
      if (code !== undefined) {
        if (code === language) translated = true
        copy[key] = visit(source[`${key}${I18N_SEPARATOR}${code}`])
      } else copy[key] = visit(child)
    }
    return copy
  }
  return { content: visit(content) as T, translated }
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}
