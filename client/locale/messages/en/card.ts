import type fr from '../fr/card.ts'

/** The card's fixed text in German (client/blocks/card). */
export default {
  more: 'Mehr erfahren',
  newTab: ' (neuer Tab)',
} satisfies typeof fr
