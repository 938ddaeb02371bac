import type fr from '../fr/location-blocks.ts'

/**
 * The dealership blocks' text in English (client/blocks/location-intro, location-overview,
 * location-detail, location-employee-list, location-employee-cards).
 */
export default {
  intro: {
    address: 'Address',
    phone: 'Phone',
    brands: 'Brands',
    more: 'Opening hours, team and services in full',
  },
  overview: {
    unavailable:
      'Our list of dealerships is temporarily unavailable. Please call our switchboard or try again in a moment.',
  },
  detail: {
    title: 'Address, contact details and opening hours',
    more: 'The dealership’s advisers, services and stock',
    mapLabel: (name: string) => `Map: ${name}`,
  },
  employees: {
    cardsTitle: 'Your advisers',
    listTitle: (location: string) => `The ${location} team`,
    departments: {
      sales: 'Sales management',
      afterSales: 'After-sales service',
      business: 'Business, fleet and rental',
      advice: 'Sales and advice',
    },
  },
} satisfies typeof fr
