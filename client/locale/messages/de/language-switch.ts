import type fr from '../fr/language-switch.ts'

/**
 * The language switch of a German page (client/shell/language-switch.tsx): a link to the French
 * page, worded in French for the reader who wants it (the link carries `lang="fr-LU"`).
 */
export default {
  name: 'Français',
  label: 'Français – cette page en français',
} satisfies typeof fr
