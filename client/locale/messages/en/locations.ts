import type fr from '../fr/locations.ts'

/**
 * The dealerships' text in English (client/features/locations): the dealer search, list, map,
 * contact links, staff cards and opening hours (the appointment booking's is in
 * appointment-booking.ts).
 */
export default {
  notFound: 'We could not find that dealership',
  count: (count: number): string => (count === 1 ? '1 dealership' : `${count} dealerships`),
  showAll: 'Show all dealerships',
  empty: 'Check the spelling of the town or postcode, or choose a different brand or service.',
  mapLabel: 'Map of our dealerships',
  services: {
    sales: 'New car sales',
    used: 'Used cars',
    'commercial-vehicles': 'Commercial vehicles',
    workshop: 'Workshop and after-sales',
    bodywork: 'Bodywork',
    tyres: 'Tyres and tyre storage',
    parts: 'Parts and accessories',
    rental: 'Vehicle hire',
    leasing: 'Vehicle leasing',
    financing: 'Finance',
    fleet: 'Fleet management',
  },
  search: {
    query: 'Town, postcode or name',
    placeholder: 'e.g. Esch-sur-Alzette, 8070',
    brand: 'Brand',
    allBrands: 'All brands',
    service: 'Service',
    allServices: 'All services',
    submit: 'Search',
  },
  map: {
    withJavaScript: 'The interactive map needs JavaScript. Every address is also in the list.',
    loading: 'Loading the map…',
    failed: 'The map could not be loaded. Every address is also in the list.',
    tilesAfterConsent: 'The map background will appear once you accept functional services.',
    tilesUnavailable:
      'The map background is temporarily unavailable; the dealerships are still marked.',
    open: 'View the dealership',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  allBrandsUsed: 'Used cars of every make',
  call: (name: string, phone: string) => `Call ${name} on ${phone}`,
  phone: (phone: string) => `Phone: ${phone}`,
  email: 'Email: ',
  directions: (name: string) => `Directions to ${name} (Google Maps, opens in a new tab)`,
  directionsShort: 'Directions',
  writeTo: { before: 'Email ', after: ': ' },
  closures: 'Upcoming closures',
  closureSeparator: ': ',
  showHours: 'Show opening hours',
} satisfies typeof fr
