import type fr from '../fr/compare.ts'

/** The vehicle comparison's text in English: button, bar, table, notices (client/features/compare). */
export default {
  /** Spec §5, translated faithfully. */
  limit: 'This vehicle cannot be added. You can compare up to 6 vehicles.',
  /** Spec §5, translated faithfully. */
  tooFew: 'Not enough vehicles selected to compare yet: please select at least two.',
  /** Spec §8: vehicles that left the selection because they were sold. */
  removed: (count: number) =>
    count === 1
      ? '1 vehicle has been removed from the comparison because it is no longer available.'
      : `${count} vehicles have been removed from the comparison because they are no longer available.`,
  button: 'Compare',
  /** Before the vehicle's title in a button's hidden name ("Compare: Kia Picanto"). */
  vehicleSeparator: ': ',
  bar: {
    label: 'Vehicles to compare',
    /** After "2 / 6". */
    count: (count: number) => `${count === 1 ? 'vehicle' : 'vehicles'} to compare`,
    remove: (title: string) => `Remove ${title} from the comparison`,
    compare: 'Compare',
    hint: 'Select at least two vehicles.',
  },
  table: {
    onlyDifferences: 'Show differences only',
    label: 'Comparison table',
    caption: (count: number) =>
      `Comparison of ${count} vehicles; rows marked ‘Differs’ have different values.`,
    requestOffer: 'Request a quote',
    moveLeft: (title: string) => `Move ${title} to the left`,
    moveRight: (title: string) => `Move ${title} to the right`,
    remove: (title: string) => `Remove ${title} from the comparison`,
    differs: 'Differs',
    /** The badge of a reserved vehicle's column. */
    reserved: 'Reserved',
  },
  rows: {
    perMonth: (amount: string) => `${amount} per month`,
    yes: 'Yes',
    no: 'No',
    labels: {
      price: 'Price',
      priceBeforeDiscount: 'Price before discount',
      privateLeaseFrom: 'Private lease from',
      category: 'Category',
      trim: 'Trim',
      bodyStyle: 'Body style',
      fuel: 'Fuel',
      transmissionType: 'Gearbox',
      mileage: 'Mileage',
      constructionYear: 'Year of manufacture',
      firstRegistration: 'First registration',
      power: 'Power',
      engineCc: 'Engine size',
      battery: 'Battery',
      consumption: 'Consumption (WLTP)',
      co2: 'CO₂ (WLTP)',
      emissionsClass: 'Emissions standard',
      drivenAxles: 'Drive',
      maxWeight: 'Maximum permitted weight',
      interiorMaterial: 'Upholstery',
      seats: 'Seats',
      doors: 'Doors',
      exteriorColor: 'Exterior colour',
      interiorColor: 'Interior colour',
      vatReportable: 'VAT deductible',
      location: 'Dealership',
    },
  },
} satisfies typeof fr
