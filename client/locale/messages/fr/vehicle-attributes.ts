import type { VocabularyCode } from '../../../domain/vehicle-vocabulary.ts'

/**
 * The stock vocabulary's labels in French that only the vehicle page's specs and the Worker show
 * (body style, colours, driven axles, emission class, upholstery), by code. Cards and forms show
 * those of vehicle-vocabulary.ts alone, and load only those (docs/decisions/0030).
 */
export default {
  bodyStyle: {
    electric: 'Électrique',
    hybrid: 'Hybride',
    compact: 'Citadine',
    high_entry: 'Position de conduite haute',
    family: 'Familiale',
    company_car: 'Voiture de société',
    hatchback: 'Compacte',
    coupe: 'Coupé',
    convertible: 'Cabriolet',
    saloon: 'Berline',
    estate: 'Break',
    suv: 'SUV',
    mpv: 'Monospace',
  } satisfies Record<VocabularyCode<'bodyStyle'>, string>,
  color: {
    black: 'Noir',
    white: 'Blanc',
    grey: 'Gris',
    silver: 'Argent',
    blue: 'Bleu',
    red: 'Rouge',
    green: 'Vert',
    brown: 'Brun',
    beige: 'Beige',
    yellow: 'Jaune',
    orange: 'Orange',
  } satisfies Record<VocabularyCode<'color'>, string>,
  drivenAxles: {
    front: 'Traction avant',
    rear: 'Propulsion',
    all: 'Transmission intégrale',
  } satisfies Record<VocabularyCode<'drivenAxles'>, string>,
  emissionsClass: {
    'euro-6d-temp': 'Euro 6d-TEMP',
    'euro-6d': 'Euro 6d',
    'euro-6e': 'Euro 6e',
    'euro-6e-bis': 'Euro 6e-bis',
    'zero-emission': 'Zéro émission',
  } satisfies Record<VocabularyCode<'emissionsClass'>, string>,
  interiorMaterial: {
    fabric: 'Tissu',
    leatherette: 'Similicuir',
    partial_leather: 'Cuir partiel',
    leather: 'Cuir',
    alcantara: 'Alcantara',
  } satisfies Record<VocabularyCode<'interiorMaterial'>, string>,
}
