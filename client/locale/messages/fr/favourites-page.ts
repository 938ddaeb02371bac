/** The favourites page's text in French (client/pages/favorites). */
export default {
  title: 'Mes favoris',
  /** Without JavaScript: the text, then a link to the stock, then the end of the sentence. */
  noScript: {
    before:
      'Vos favoris sont gardés dans votre navigateur : leur affichage nécessite JavaScript. Activez-le, ou parcourez notre ',
    link: 'stock de véhicules',
    after: '.',
  },
  /** The favourites could not be read: the text, then a link to the stock, then the end. */
  error: {
    before: 'Vos favoris n’ont pas pu être chargés. Réessayez dans un instant ou retournez au',
    link: 'stock',
    after: '.',
  },
  empty:
    'Vous n’avez pas encore de favoris. Touchez le cœur d’un véhicule du stock pour le retrouver ici.',
  browseStock: 'Parcourir le stock',
  /** Over a favourite whose price went down since it was kept. */
  priceDrop: { label: 'Prix baissé', before: 'Prix quand vous l’avez ajouté :' },
  count: (count: number) =>
    count === 1 ? '1 véhicule dans vos favoris.' : `${count} véhicules dans vos favoris.`,
}
