import type { BrandSlug } from '../../client/domain/brand.ts'
import type {
  BodyStyle,
  ColorCode,
  DrivenAxles,
  Fuel,
  Transmission,
} from '../../client/domain/vehicle.ts'

/** Silhouettes the image generator can draw; several models share one. */
export type Shape =
  | 'city'
  | 'hatch'
  | 'estate'
  | 'suv'
  | 'offroad'
  | 'saloon'
  | 'coupe'
  | 'roadster'
  | 'van'
  | 'pickup'

/** One engine of a model: [label, fuel, kW, cc, battery kWh, WLTP consumption, gearbox, driven axles, price over base]. */
export type PowertrainSpec = readonly [
  label: string,
  fuel: Fuel,
  kw: number,
  cc: number | null,
  batteryKwh: number | null,
  consumption: number,
  transmission: Transmission,
  axles: DrivenAxles,
  priceDelta: number,
]

export interface ModelSpec {
  slug: string
  name: string
  shape: Shape
  /** The single body style a vehicle of this model carries in the stock search. */
  bodyStyle: BodyStyle
  /** Extra model-page tags (family, company_car, electric, hybrid…). */
  tags: readonly BodyStyle[]
  /** First model year on sale: used vehicles are never older. */
  since: number
  seats: number
  doors: number
  maxWeightKg: number
  /** Cheapest trim with the cheapest engine, TVAC, list price in Luxembourg late 2026. */
  basePrice: number
  trims?: readonly string[]
  powertrains: readonly PowertrainSpec[]
  commercial?: boolean
  tagline: string
  description: string
}

export interface BrandSpec {
  slug: BrandSlug
  name: string
  /** Price step between trim levels. */
  trimStep: number
  trims: readonly string[]
  /** Five paints: [colour code used by the filters, French paint name]. */
  palette: readonly (readonly [ColorCode, string])[]
  description: string
}

/** The used-vehicle centre holds most used cars; new cars sit where their brand is sold. */
export const USED_CENTRE = 'centre-de-vehicules-d-occasion'

export const brandSpecs: readonly BrandSpec[] = [
  {
    slug: 'ford',
    name: 'Ford',
    trimStep: 2500,
    trims: ['Titanium', 'ST-Line', 'ST-Line X'],
    palette: [
      ['blue', 'Bleu Grabber'],
      ['grey', 'Gris Magnetic'],
      ['white', 'Blanc Glacier'],
      ['black', 'Noir Agate'],
      ['red', 'Rouge Lucid'],
    ],
    description:
      'Des SUV hybrides aux utilitaires Transit, la gamme Ford couvre tous les usages, pour les particuliers comme pour les professionnels.',
  },
  {
    slug: 'kia',
    name: 'Kia',
    trimStep: 2500,
    trims: ['Air', 'Earth', 'GT-Line'],
    palette: [
      ['white', 'Blanc Clear'],
      ['black', 'Noir Aurora'],
      ['grey', 'Gris Interstellar'],
      ['green', 'Vert Iceberg'],
      ['blue', 'Bleu Yacht'],
    ],
    description:
      'Kia propose l’une des gammes électriques les plus complètes du marché, avec une garantie constructeur de 7 ans.',
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    trimStep: 2500,
    trims: ['Select', 'Trend', 'N Line', 'Prime'],
    palette: [
      ['white', 'Blanc Atlas'],
      ['black', 'Noir Phantom'],
      ['grey', 'Gris Ecotronic'],
      ['blue', 'Bleu Intense'],
      ['silver', 'Argent Typhoon'],
    ],
    description:
      'Citadines, SUV et berlines électriques Ioniq : Hyundai allie technologie, sécurité et 5 ans de garantie sans limite de kilométrage.',
  },
  {
    slug: 'opel',
    name: 'Opel',
    trimStep: 2200,
    trims: ['Edition', 'GS', 'Ultimate'],
    palette: [
      ['white', 'Blanc Jade'],
      ['black', 'Noir Carbon'],
      ['grey', 'Gris Quartz'],
      ['yellow', 'Jaune Kult'],
      ['blue', 'Bleu Vibrant'],
    ],
    description:
      'L’ingénierie allemande accessible : Opel électrifie toute sa gamme, de la Corsa aux utilitaires Vivaro.',
  },
  {
    slug: 'jeep',
    name: 'Jeep',
    trimStep: 3000,
    trims: ['Longitude', 'Altitude', 'Summit'],
    palette: [
      ['green', 'Vert Sarge'],
      ['white', 'Blanc Glacier'],
      ['black', 'Noir Carbon'],
      ['grey', 'Gris Granite'],
      ['orange', 'Orange Volcano'],
    ],
    description:
      'L’esprit tout-terrain depuis 1941 : de l’Avenger électrique au légendaire Wrangler.',
  },
  {
    slug: 'fiat',
    name: 'Fiat',
    trimStep: 2000,
    trims: ['Pop', 'Icon', 'La Prima'],
    palette: [
      ['white', 'Blanc Glace'],
      ['blue', 'Bleu Celestial'],
      ['green', 'Vert Acqua'],
      ['red', 'Rouge Passione'],
      ['black', 'Noir Onyx'],
    ],
    description:
      'Le style italien au quotidien : la 500 électrique, la Panda et le nouveau SUV 600.',
  },
  {
    slug: 'abarth',
    name: 'Abarth',
    trimStep: 3500,
    trims: ['Turismo', 'Scorpionissima'],
    palette: [
      ['black', 'Noir Antidote'],
      ['white', 'Blanc Acid'],
      ['green', 'Vert Acid'],
      ['grey', 'Gris Poison'],
      ['red', 'Rouge Hypnotic'],
    ],
    description:
      'Le scorpion signe des citadines sportives, thermiques ou électriques, faites pour le plaisir de conduite.',
  },
  {
    slug: 'alfa-romeo',
    name: 'Alfa Romeo',
    trimStep: 4000,
    trims: ['Sprint', 'Ti', 'Veloce'],
    palette: [
      ['red', 'Rouge Alfa'],
      ['black', 'Noir Vulcano'],
      ['white', 'Blanc Alfa'],
      ['grey', 'Gris Vesuvio'],
      ['green', 'Vert Montreal'],
    ],
    description:
      'Depuis 1910, Alfa Romeo conjugue design italien et sensations de conduite, du Junior à la Giulia.',
  },
  {
    slug: 'suzuki',
    name: 'Suzuki',
    trimStep: 1800,
    trims: ['GL', 'GL+', 'GLX'],
    palette: [
      ['white', 'Blanc Pur'],
      ['silver', 'Argent Premium'],
      ['red', 'Rouge Burning'],
      ['blue', 'Bleu Frontier'],
      ['green', 'Vert Jungle'],
    ],
    description:
      'Compactes, hybrides et souvent en transmission intégrale AllGrip : des Suzuki légères et fiables.',
  },
  {
    slug: 'mg',
    name: 'MG',
    trimStep: 2000,
    trims: ['Standard', 'Comfort', 'Luxury'],
    palette: [
      ['white', 'Blanc Dover'],
      ['black', 'Noir Pebble'],
      ['grey', 'Gris Cosmic'],
      ['blue', 'Bleu Hunter'],
      ['orange', 'Orange Volcano'],
    ],
    description:
      'MG démocratise l’électrique et l’hybride avec des équipements complets et une garantie de 7 ans.',
  },
  {
    slug: 'lancia',
    name: 'Lancia',
    trimStep: 3000,
    trims: ['Ypsilon', 'LX', 'HF'],
    palette: [
      ['blue', 'Bleu Lancia'],
      ['white', 'Blanc Perle'],
      ['black', 'Noir Volcano'],
      ['grey', 'Gris Ardoise'],
      ['green', 'Vert Oro'],
    ],
    description: 'La renaissance de Lancia : la nouvelle Ypsilon, élégante, électrique ou hybride.',
  },
  {
    slug: 'corvette',
    name: 'Corvette',
    trimStep: 9000,
    trims: ['2LT', '3LT'],
    palette: [
      ['red', 'Rouge Torch'],
      ['black', 'Noir'],
      ['white', 'Blanc Arctic'],
      ['yellow', 'Jaune Accelerate'],
      ['blue', 'Bleu Rapid'],
    ],
    description:
      'La sportive américaine à moteur central : Stingray, E-Ray hybride à transmission intégrale et Z06.',
  },
]
