import type { Dealership } from './dealerships.ts'

export interface Option {
  value: string
  label: string
}

export const civilityValues = ['madame', 'monsieur', 'autre'] as const
export const seasonValues = ['ete', 'hiver', 'toutes-saisons'] as const

/** The dealership choices of a form, from the dealerships its page was sent with. */
export const locationOptions = (dealerships: readonly Dealership[]): Option[] =>
  dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
