import type fr from '../fr/vehicle-attributes.ts'

/** The stock vocabulary's labels in German that only the specs and the Worker show, by code. */
export default {
  bodyStyle: {
    electric: 'Elektro',
    hybrid: 'Hybrid',
    compact: 'Kleinwagen',
    high_entry: 'Erhöhte Sitzposition',
    family: 'Familienauto',
    company_car: 'Firmenwagen',
    hatchback: 'Kompaktwagen',
    coupe: 'Coupé',
    convertible: 'Cabrio',
    saloon: 'Limousine',
    estate: 'Kombi',
    suv: 'SUV',
    mpv: 'Van',
  },
  color: {
    black: 'Schwarz',
    white: 'Weiß',
    grey: 'Grau',
    silver: 'Silber',
    blue: 'Blau',
    red: 'Rot',
    green: 'Grün',
    brown: 'Braun',
    beige: 'Beige',
    yellow: 'Gelb',
    orange: 'Orange',
  },
  drivenAxles: {
    front: 'Frontantrieb',
    rear: 'Heckantrieb',
    all: 'Allradantrieb',
  },
  emissionsClass: {
    'euro-6d-temp': 'Euro 6d-TEMP',
    'euro-6d': 'Euro 6d',
    'euro-6e': 'Euro 6e',
    'euro-6e-bis': 'Euro 6e-bis',
    'zero-emission': 'Emissionsfrei',
  },
  interiorMaterial: {
    fabric: 'Stoff',
    leatherette: 'Kunstleder',
    partial_leather: 'Teilleder',
    leather: 'Leder',
    alcantara: 'Alcantara',
  },
} satisfies typeof fr
