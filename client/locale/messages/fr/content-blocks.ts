/**
 * The content blocks' fixed text in French (client/blocks: carousel and its scroller, lightbox,
 * article-overview, article-latest, card, block-list). The editors' text comes from Storyblok.
 */
export default {
  scroller: {
    pause: 'Mettre en pause',
    play: 'Lecture automatique',
    previous: 'Précédent',
    next: 'Suivant',
  },
  carousel: {
    /** The region's name when the editor gave no title. */
    label: 'Diaporama',
    more: 'En savoir plus',
  },
  lightbox: {
    /** The dialog's name when the editor gave no title. */
    label: 'Galerie',
    /** After a thumbnail, for screen readers. */
    enlarge: (position: number) => [' (agrandir l’image ', position, ')'],
    position: (position: number, count: number) => ['Image ', position, ' sur ', count],
    previous: 'Image précédente',
    next: 'Image suivante',
    close: 'Fermer',
  },
  articles: {
    /** The latest articles' title when the editor gave none. */
    news: 'Actualités',
    empty: 'Aucune actualité pour le moment. Revenez bientôt !',
    pagesLabel: 'Pages des actualités',
    /** Each link: a part for screen readers only, then the visible part. */
    page: 'Page ',
    previous: 'précédente',
    next: 'suivante',
    all: 'Toutes les actualités',
  },
  card: {
    /** Under a linked card when the editor gave no label. */
    more: 'En savoir plus',
    /** After the title of a link that opens a new tab, for screen readers. */
    newTab: ' (nouvel onglet)',
  },
  /** A block the server could not validate, in the editor's preview: its name, then why. */
  invalidBlock: (name: string) => ['Bloc « ', name, ' » non affiché :'],
  invalidReason: 'contenu invalide',
}
