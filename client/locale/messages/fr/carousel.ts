/** The carousel's fixed text in French: its scroller's buttons and its labels (client/blocks/carousel). */
export default {
  scroller: {
    pause: 'Mettre en pause',
    play: 'Lecture automatique',
    previous: 'Précédent',
    next: 'Suivant',
    /** A card row's name when the editor gave no title. */
    cards: 'Cartes',
  },
  carousel: {
    /** The region's name when the editor gave no title. */
    label: 'Diaporama',
    more: 'En savoir plus',
  },
}
