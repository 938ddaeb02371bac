/** The lightbox's fixed text in French (client/blocks/lightbox). */
export default {
  /** The dialog's name when the editor gave no title. */
  label: 'Galerie',
  /** After a thumbnail, for screen readers. */
  enlarge: (position: number) => [' (agrandir l’image ', position, ')'],
  position: (position: number, count: number) => ['Image ', position, ' sur ', count],
  previous: 'Image précédente',
  next: 'Image suivante',
  close: 'Fermer',
}
