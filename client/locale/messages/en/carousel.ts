import type fr from '../fr/carousel.ts'

/** The carousel's fixed text in English: its scroller's buttons and its labels (client/blocks/carousel). */
export default {
  scroller: {
    pause: 'Pause',
    play: 'Play automatically',
    previous: 'Previous',
    next: 'Next',
    /** A card row's name when the editor gave no title. */
    cards: 'Cards',
  },
  carousel: {
    /** The region's name when the editor gave no title. */
    label: 'Slideshow',
    more: 'Find out more',
  },
} satisfies typeof fr
