import type fr from '../fr/stock-preview.ts'

/** The stock preview block's text in English (client/blocks/stock-preview). */
export default {
  title: 'Available in stock',
  one: 'See the vehicle',
  all: (count: string) => `See all ${count}`,
} satisfies typeof fr
