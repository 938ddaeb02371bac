import type fr from '../fr/turnstile.ts'

/** The Turnstile challenge of the lead forms in German (see the French file). */
export default {
  label: 'Anti-Roboter-Prüfung',
} satisfies typeof fr
