/**
 * The stock vocabulary: the machine codes shared by the stock API, URLs and analytics, in the
 * order filters and facets list them. Their labels are interface text, one per language
 * (client/locale/messages/<language>/vehicle-vocabulary.ts). No zod here: the browser imports these.
 */

/** The 14 fuel types of spec §3. `hybrid` is a non plug-in hybrid; `electric+…` are plug-ins. */
export const fuelCodes = [
  'lpgg3',
  'petrol',
  'electric+petrol',
  'cng',
  'bio-diesel',
  'bio-ethanol',
  'diesel',
  'electric+diesel',
  'electric',
  'hybrid',
  'hydrogen',
  'lpg',
  'e85',
  'other',
] as const

/** The 13 body styles of spec §3. A vehicle has one; a model may carry several (see brand.ts). */
export const bodyStyleCodes = [
  'electric',
  'hybrid',
  'compact',
  'high_entry',
  'family',
  'company_car',
  'hatchback',
  'coupe',
  'convertible',
  'saloon',
  'estate',
  'suv',
  'mpv',
] as const

export const transmissionCodes = ['manual', 'automatic'] as const

export const categoryCodes = ['new', 'used', 'demo'] as const

export const colorCodes = [
  'black',
  'white',
  'grey',
  'silver',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
  'yellow',
  'orange',
] as const

export const drivenAxlesCodes = ['front', 'rear', 'all'] as const

/** Euro emission standards; battery-electric cars are homologated without one. */
export const emissionsClassCodes = [
  'euro-6d-temp',
  'euro-6d',
  'euro-6e',
  'euro-6e-bis',
  'zero-emission',
] as const

export const interiorMaterialCodes = [
  'fabric',
  'leatherette',
  'partial_leather',
  'leather',
  'alcantara',
] as const

export const tradeInConditionCodes = ['excellent', 'good', 'fair', 'poor'] as const

const vocabularies = {
  fuel: fuelCodes,
  bodyStyle: bodyStyleCodes,
  transmission: transmissionCodes,
  category: categoryCodes,
  color: colorCodes,
  drivenAxles: drivenAxlesCodes,
  emissionsClass: emissionsClassCodes,
  interiorMaterial: interiorMaterialCodes,
  tradeInCondition: tradeInConditionCodes,
} as const

/** A closed vocabulary of the stock: its labels live in the vehicle-vocabulary catalogue. */
export type Vocabulary = keyof typeof vocabularies

/** A code of one vocabulary, e.g. `VocabularyCode<'fuel'>` is `'petrol' | 'diesel' | …`. */
export type VocabularyCode<V extends Vocabulary> = (typeof vocabularies)[V][number]

/** The codes of a vocabulary, in their order. */
export function vocabularyCodes(vocabulary: Vocabulary): readonly string[] {
  return vocabularies[vocabulary]
}
