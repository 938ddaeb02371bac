import { dealershipSlugs, dealerships } from './dealerships.ts'

export interface Option {
  value: string
  label: string
}

export const civilityValues = ['madame', 'monsieur', 'autre'] as const
export const seasonValues = ['ete', 'hiver', 'toutes-saisons'] as const

export const locationOptions: Option[] = dealershipSlugs.map((slug) => ({
  value: slug,
  label: dealerships[slug].name,
}))
