import type fr from '../fr/stock.ts'

/**
 * The stock's text in English that the Worker reads: filter names and units, sorting, the seats
 * and doors options, the notices of filters not applied (worker/blocks/stock-overview-model.ts,
 * overview-notices.ts). The browser's stock components read stock-overview.ts, quick-search.ts and
 * vehicle-detail.ts (docs/decisions/0030: an area per chunk).
 */
export default {
  filters: {
    brand_model: 'Brand and model',
    fuel: 'Fuel type',
    mileage: 'Mileage',
    price: 'Price',
    transmission: 'Gearbox',
    location: 'Dealership',
    year: 'Year',
    body_style: 'Body style',
    category: 'Category',
    exterior_color: 'Exterior colour',
    interior_color: 'Interior colour',
    vat_reportable: 'VAT deductible',
    driven_axles: 'Drive',
    emissions_class: 'Emissions standard',
    weight: 'Maximum permitted weight',
    interior_material: 'Upholstery',
    seats: 'Seats',
    doors: 'Doors',
    power: 'Power',
  },
  units: { price: '€', mileage: 'km', year: '', power: 'hp', weight: 'kg' },
  sort: {
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    mileage_asc: 'Mileage: low to high',
    mileage_desc: 'Mileage: high to low',
    year_asc: 'Year: oldest first',
    year_desc: 'Year: newest first',
  },
  seats: (count: string) => `${count} seats`,
  doors: (count: string) => `${count} doors`,
  notices: {
    brand: 'brand',
    model: 'model',
    /** A filter's name inside a sentence: "Fuel type" → "fuel type", but "VAT deductible" stays. */
    inSentence: (name: string) =>
      /^\p{Lu}\p{Lu}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1),
    /** English puts the bound first: "minimum price". */
    bound: (name: string, end: 'min' | 'max') => `${end === 'min' ? 'minimum' : 'maximum'} ${name}`,
    unknown: (name: string, value: string) =>
      `The filter ‘${name}: ${value}’ was not recognised, so it has not been applied.`,
    locked: (name: string, value: string) =>
      `The filter ‘${name}: ${value}’ does not apply on this page, so it has not been applied.`,
  },
} satisfies typeof fr
