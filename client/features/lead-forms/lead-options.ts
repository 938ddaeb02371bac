import { tradeInFuels } from '../trade-in/trade-in-options.ts'
import { dealershipSlugs, dealerships } from './dealerships.ts'

export interface Option {
  value: string
  label: string
}

const civilityLabels = { madame: 'Madame', monsieur: 'Monsieur', autre: 'Autre' } as const
export const civilityValues = ['madame', 'monsieur', 'autre'] as const
export const civilityOptions: Option[] = civilityValues.map((value) => ({
  value,
  label: civilityLabels[value],
}))

const seasonLabels = { ete: 'Été', hiver: 'Hiver', 'toutes-saisons': 'Toutes saisons' } as const
export const seasonValues = ['ete', 'hiver', 'toutes-saisons'] as const
export const seasonOptions: Option[] = seasonValues.map((value) => ({
  value,
  label: seasonLabels[value],
}))

export const locationOptions: Option[] = dealershipSlugs.map((slug) => ({
  value: slug,
  label: dealerships[slug].name,
}))

export const tradeInFuelValues = tradeInFuels
