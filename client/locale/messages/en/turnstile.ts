import type fr from '../fr/turnstile.ts'

/** The Turnstile challenge of the lead forms in English (see the French file). */
export default {
  label: 'Anti-spam check',
} satisfies typeof fr
