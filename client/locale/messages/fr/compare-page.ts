/** The compare page's text in French (client/pages/compare). */
export default {
  title: 'Comparer des véhicules',
  /** Without JavaScript: the text, then a link to the stock, then the end of the sentence. */
  noScript: {
    before:
      'La comparaison se fait dans votre navigateur à partir des véhicules que vous sélectionnez dans le stock : elle nécessite JavaScript. Activez-le, ou parcourez notre',
    link: 'stock de véhicules',
    after: '.',
  },
  /** The selection could not be read: the text, then a link to the stock, then the end. */
  error: {
    before: 'Votre sélection n’a pas pu être chargée. Réessayez dans un instant ou retournez au',
    link: 'stock',
    after: '.',
  },
  selected: (title: string, trim: string) => ['Sélectionné : ', title, ' ', trim, '.'],
  browseStock: 'Parcourir le stock',
}
