import type fr from '../fr/favourites-page.ts'

/** The favourites page's text in English (client/pages/favorites). */
export default {
  title: 'My favourites',
  /** Without JavaScript: the text, then a link to the stock, then the end of the sentence. */
  noScript: {
    before:
      'Your favourites are kept in your browser, so showing them needs JavaScript. Please turn it on, or browse our ',
    link: 'vehicles in stock',
    after: '.',
  },
  /** The favourites could not be read: the text, then a link to the stock, then the end. */
  error: {
    before: 'Your favourites could not be loaded. Please try again in a moment or go back to',
    link: 'our stock',
    after: '.',
  },
  empty:
    'You have no favourites yet. Tap the heart on a vehicle in our stock to find it here again.',
  browseStock: 'Browse our stock',
  /** Over a favourite whose price went down since it was kept. */
  priceDrop: { label: 'Price reduced', before: 'Price when you added it:' },
  count: (count: number) =>
    count === 1 ? '1 vehicle in your favourites.' : `${count} vehicles in your favourites.`,
} satisfies typeof fr
