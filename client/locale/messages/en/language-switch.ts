import type fr from '../fr/language-switch.ts'

/**
 * The language switch of an English page (client/shell/language-switch.tsx): while the switch
 * holds one link, a link to the French page (the site's default language), worded in French for
 * the reader who wants it (the link carries `lang="fr-LU"`). A switch listing every other
 * language needs a name and label per target language instead.
 */
export default {
  /** The link's visible text: the language's own name. */
  name: 'Français',
  /** The link's accessible name; it starts with the visible text (WCAG 2.5.3). */
  label: 'Français – cette page en français',
} satisfies typeof fr
