/**
 * The stock vocabulary: machine codes (shared by the stock API, URLs and analytics) with the
 * French labels visitors read. No zod here: the browser imports these.
 */

/** The 14 fuel types of spec §3. `hybrid` is a non plug-in hybrid; `electric+…` are plug-ins. */
export const fuelLabels = {
  lpgg3: 'GPL G3',
  petrol: 'Essence',
  'electric+petrol': 'Hybride rechargeable essence',
  cng: 'GNC',
  'bio-diesel': 'Biodiesel',
  'bio-ethanol': 'Bioéthanol',
  diesel: 'Diesel',
  'electric+diesel': 'Hybride rechargeable diesel',
  electric: 'Électrique',
  hybrid: 'Hybride',
  hydrogen: 'Hydrogène',
  lpg: 'GPL',
  e85: 'E85 (superéthanol)',
  other: 'Autre',
} as const satisfies Record<string, string>

/** The 13 body styles of spec §3. A vehicle has one; a model may carry several (see brand.ts). */
export const bodyStyleLabels = {
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
} as const satisfies Record<string, string>

export const transmissionLabels = { manual: 'Manuelle', automatic: 'Automatique' } as const

export const categoryLabels = { new: 'Neuf', used: 'Occasion', demo: 'Démonstration' } as const

export const colorLabels = {
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
} as const

export const drivenAxlesLabels = {
  front: 'Traction avant',
  rear: 'Propulsion',
  all: 'Transmission intégrale',
} as const

/** Euro emission standards; battery-electric cars are homologated without one. */
export const emissionsClassLabels = {
  'euro-6d-temp': 'Euro 6d-TEMP',
  'euro-6d': 'Euro 6d',
  'euro-6e': 'Euro 6e',
  'euro-6e-bis': 'Euro 6e-bis',
  'zero-emission': 'Zéro émission',
} as const

export const interiorMaterialLabels = {
  fabric: 'Tissu',
  leatherette: 'Similicuir',
  partial_leather: 'Cuir partiel',
  leather: 'Cuir',
  alcantara: 'Alcantara',
} as const

export const tradeInConditionLabels = {
  excellent: 'Excellent état',
  good: 'Bon état',
  fair: 'État correct',
  poor: 'Mauvais état',
} as const
