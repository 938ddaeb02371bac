import type fr from '../fr/gallery.ts'

/** The picture gallery's text in German (client/features/gallery). */
export default {
  position: (number: number, count: number) => `Foto ${number} von ${count}`,
  enlarge: (alt: string, position: string) => `${alt} – vergrößern (${position})`,
  show: (number: number, count: number, alt: string) =>
    `Foto ${number} von ${count} anzeigen: ${alt}`,
  previous: 'Zurück',
  next: 'Weiter',
  close: 'Schließen',
} satisfies typeof fr
