import type fr from '../fr/vehicle-attributes.ts'

/**
 * The stock vocabulary's labels in English that only the specs and the Worker show, by code:
 * British motoring terms (saloon, estate, MPV).
 */
export default {
  bodyStyle: {
    electric: 'Electric',
    hybrid: 'Hybrid',
    compact: 'City car',
    high_entry: 'High driving position',
    family: 'Family car',
    company_car: 'Company car',
    hatchback: 'Hatchback',
    coupe: 'Coupé',
    convertible: 'Convertible',
    saloon: 'Saloon',
    estate: 'Estate',
    suv: 'SUV',
    mpv: 'MPV',
  },
  color: {
    black: 'Black',
    white: 'White',
    grey: 'Grey',
    silver: 'Silver',
    blue: 'Blue',
    red: 'Red',
    green: 'Green',
    brown: 'Brown',
    beige: 'Beige',
    yellow: 'Yellow',
    orange: 'Orange',
  },
  drivenAxles: {
    front: 'Front-wheel drive',
    rear: 'Rear-wheel drive',
    all: 'All-wheel drive',
  },
  emissionsClass: {
    'euro-6d-temp': 'Euro 6d-TEMP',
    'euro-6d': 'Euro 6d',
    'euro-6e': 'Euro 6e',
    'euro-6e-bis': 'Euro 6e-bis',
    'zero-emission': 'Zero emission',
  },
  interiorMaterial: {
    fabric: 'Cloth',
    leatherette: 'Leatherette',
    partial_leather: 'Part leather',
    leather: 'Leather',
    alcantara: 'Alcantara',
  },
} satisfies typeof fr
