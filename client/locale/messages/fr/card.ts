/** The card's fixed text in French (client/blocks/card). The editors' text comes from Storyblok. */
export default {
  /** Under a linked card when the editor gave no label. */
  more: 'En savoir plus',
  /** After the title of a link that opens a new tab, for screen readers. */
  newTab: ' (nouvel onglet)',
}
