import type fr from '../fr/app.ts'

/** The app frame's text in English (client/app). */
export default {
  skipToContent: 'Skip to content',
} satisfies typeof fr
