import type fr from '../fr/app.ts'

/** The app frame's text in German (client/app). */
export default {
  skipToContent: 'Zum Inhalt springen',
} satisfies typeof fr
