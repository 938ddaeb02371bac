import type fr from '../fr/lightbox.ts'

/** The lightbox's fixed text in German (client/blocks/lightbox). */
export default {
  label: 'Galerie',
  enlarge: (position: number) => [' (Bild ', position, ' vergrößern)'],
  position: (position: number, count: number) => ['Bild ', position, ' von ', count],
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  close: 'Schließen',
} satisfies typeof fr
