import type fr from '../fr/similar-vehicles.ts'

/**
 * The similar vehicles' row and a sold vehicle's page in English (client/features/similar-vehicles,
 * client/pages/vehicle-detail).
 */
export default {
  title: 'Similar vehicles',
  sold: {
    eyebrow: 'Vehicle sold',
    title: (name: string) => `This ${name} has been sold`,
    text: 'It has found a new owner. Here are similar vehicles, available from us right now.',
    search: (model: string) => `See every ${model} in stock`,
    allStock: 'Browse all our stock',
  },
} satisfies typeof fr
