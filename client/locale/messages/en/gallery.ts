import type fr from '../fr/gallery.ts'

/** The picture gallery's text in English (client/features/gallery). */
export default {
  position: (number: number, count: number) => `Photo ${number} of ${count}`,
  enlarge: (alt: string, position: string) => `${alt} – enlarge (${position})`,
  show: (number: number, count: number, alt: string) => `Show photo ${number} of ${count}: ${alt}`,
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
} satisfies typeof fr
