/**
 * The language switch of a French page (client/shell/language-switch.tsx): a link to the German
 * page, worded in German for the reader who wants it (the link carries `lang="de-LU"`).
 */
export default {
  /** The link's visible text: the language's own name. */
  name: 'Deutsch',
  /** The link's accessible name; it starts with the visible text (WCAG 2.5.3). */
  label: 'Deutsch – diese Seite auf Deutsch',
}
