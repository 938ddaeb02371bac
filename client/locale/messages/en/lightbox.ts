import type fr from '../fr/lightbox.ts'

/** The lightbox's fixed text in English (client/blocks/lightbox). */
export default {
  label: 'Gallery',
  enlarge: (position: number) => [' (enlarge image ', position, ')'],
  position: (position: number, count: number) => ['Image ', position, ' of ', count],
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
} satisfies typeof fr
