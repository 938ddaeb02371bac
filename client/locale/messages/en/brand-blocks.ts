import type fr from '../fr/brand-blocks.ts'

/** The brand overview block's text in German (client/blocks/brand-overview). */
export default {
  unavailable:
    'Unsere Marken sind vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  models: { one: 'Modell', many: 'Modelle' },
  stock: { one: 'Fahrzeug auf Lager', many: 'Fahrzeuge auf Lager' },
  priceFrom: 'Ab',
  leaseFrom: 'Leasing ab',
  allModels: 'Alle Modelle',
} satisfies typeof fr
