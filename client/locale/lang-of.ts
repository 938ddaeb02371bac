import type { Language } from './language.ts'

/**
 * The `lang` of a text written in `textLanguage` on a page in `pageLanguage` (a stock text that
 * fell back to French, a CMS field editors do not translate): none when they agree. Spread on the
 * element that holds the text, so that it is read out in its own language (WCAG 3.1.2). Not in
 * language.ts: only the pages that show such text carry it, not every page's first load.
 */
export function langOf(textLanguage: Language, pageLanguage: Language): { lang?: Language } {
  return textLanguage === pageLanguage ? {} : { lang: textLanguage }
}
