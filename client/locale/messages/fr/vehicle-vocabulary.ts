import type { VatBasis } from '../../../domain/vat-basis.ts'
import type { VocabularyCode } from '../../../domain/vehicle-vocabulary.ts'

/**
 * The stock vocabulary's labels in French that cards and forms show (fuel, transmission,
 * category, trade-in condition), by code (client/domain/vehicle-vocabulary.ts); the others are
 * in vehicle-attributes.ts.
 */
export default {
  fuel: {
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
  } satisfies Record<VocabularyCode<'fuel'>, string>,
  transmission: {
    manual: 'Manuelle',
    automatic: 'Automatique',
  } satisfies Record<VocabularyCode<'transmission'>, string>,
  category: {
    new: 'Neuf',
    used: 'Occasion',
    demo: 'Démonstration',
  } satisfies Record<VocabularyCode<'category'>, string>,
  tradeInCondition: {
    excellent: 'Excellent état',
    good: 'Bon état',
    fair: 'État correct',
    poor: 'Mauvais état',
  } satisfies Record<VocabularyCode<'tradeInCondition'>, string>,
  /** A price's VAT basis (client/domain/vat-basis.ts), the words written beside it. */
  vat: {
    inclVat: 'TVAC',
    exclVat: 'HTVA',
  } satisfies Record<VatBasis, string>,
  /** A monthly price's suffix: "/mois TVAC". */
  perMonth: (vat: string) => `/mois ${vat}`,
}
