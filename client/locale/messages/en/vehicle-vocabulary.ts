import type fr from '../fr/vehicle-vocabulary.ts'

/**
 * The stock vocabulary's labels in English that cards and forms show (fuel, transmission,
 * category, trade-in condition), by code (client/domain/vehicle-vocabulary.ts), in British
 * motoring terms; the others are in vehicle-attributes.ts.
 */
export default {
  fuel: {
    lpgg3: 'LPG G3',
    petrol: 'Petrol',
    'electric+petrol': 'Plug-in hybrid (petrol)',
    cng: 'Natural gas (CNG)',
    'bio-diesel': 'Biodiesel',
    'bio-ethanol': 'Bioethanol',
    diesel: 'Diesel',
    'electric+diesel': 'Plug-in hybrid (diesel)',
    electric: 'Electric',
    hybrid: 'Hybrid',
    hydrogen: 'Hydrogen',
    lpg: 'LPG',
    e85: 'E85 (flex-fuel)',
    other: 'Other',
  },
  transmission: { manual: 'Manual', automatic: 'Automatic' },
  category: { new: 'New', used: 'Used', demo: 'Ex-demo' },
  tradeInCondition: {
    excellent: 'Excellent condition',
    good: 'Good condition',
    fair: 'Fair condition',
    poor: 'Poor condition',
  },
  vat: {
    inclVat: 'VAT incl.',
    exclVat: 'excl. VAT',
  },
  perMonth: (vat: string) => `/month ${vat}`,
} satisfies typeof fr
