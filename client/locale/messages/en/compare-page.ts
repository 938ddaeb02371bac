import type fr from '../fr/compare-page.ts'

/** The compare page's text in English (client/pages/compare). */
export default {
  title: 'Compare vehicles',
  /** Without JavaScript: the text, then a link to the stock, then the end of the sentence. */
  noScript: {
    before:
      'The comparison runs in your browser, using the vehicles you select from our stock, so it needs JavaScript. Please turn it on, or browse our',
    link: 'vehicles in stock',
    after: '.',
  },
  /** The selection could not be read: the text, then a link to the stock, then the end. */
  error: {
    before: 'Your selection could not be loaded. Please try again in a moment or go back to',
    link: 'our stock',
    after: '.',
  },
  selected: (title: string, trim: string) => ['Selected: ', title, ' ', trim, '.'],
  browseStock: 'Browse our stock',
} satisfies typeof fr
