/** The news blocks' fixed text in French (client/blocks/article-overview, article-latest). */
export default {
  /** The latest articles' title when the editor gave none. */
  news: 'Actualités',
  empty: 'Aucune actualité pour le moment. Revenez bientôt !',
  pagesLabel: 'Pages des actualités',
  /** Each link: a part for screen readers only, then the visible part. */
  page: 'Page ',
  previous: 'précédente',
  next: 'suivante',
  all: 'Toutes les actualités',
}
