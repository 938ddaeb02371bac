import type fr from '../fr/carousel.ts'

/** The carousel's fixed text in German: its scroller's buttons and its labels (client/blocks/carousel). */
export default {
  scroller: {
    pause: 'Pausieren',
    play: 'Automatisch abspielen',
    previous: 'Zurück',
    next: 'Weiter',
    cards: 'Karten',
  },
  carousel: {
    label: 'Diashow',
    more: 'Mehr erfahren',
  },
} satisfies typeof fr
