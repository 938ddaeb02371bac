import type fr from '../fr/vehicle-vocabulary.ts'

/**
 * The stock vocabulary's labels in German that cards and forms show (fuel, transmission,
 * category, trade-in condition), by code (client/domain/vehicle-vocabulary.ts); the others are
 * in vehicle-attributes.ts.
 */
export default {
  fuel: {
    lpgg3: 'Autogas G3',
    petrol: 'Benzin',
    'electric+petrol': 'Plug-in-Hybrid Benzin',
    cng: 'Erdgas (CNG)',
    'bio-diesel': 'Biodiesel',
    'bio-ethanol': 'Bioethanol',
    diesel: 'Diesel',
    'electric+diesel': 'Plug-in-Hybrid Diesel',
    electric: 'Elektro',
    hybrid: 'Hybrid',
    hydrogen: 'Wasserstoff',
    lpg: 'Autogas (LPG)',
    e85: 'E85 (Superethanol)',
    other: 'Sonstige',
  },
  transmission: { manual: 'Schaltgetriebe', automatic: 'Automatik' },
  category: { new: 'Neuwagen', used: 'Gebrauchtwagen', demo: 'Vorführwagen' },
  tradeInCondition: {
    excellent: 'Sehr guter Zustand',
    good: 'Guter Zustand',
    fair: 'Gebrauchter Zustand',
    poor: 'Schlechter Zustand',
  },
} satisfies typeof fr
