import type fr from '../fr/card.ts'

/** The card's fixed text in English (client/blocks/card). The editors' text comes from Storyblok. */
export default {
  /** Under a linked card when the editor gave no label. */
  more: 'Find out more',
  /** After the title of a link that opens a new tab, for screen readers. */
  newTab: ' (opens in a new tab)',
} satisfies typeof fr
