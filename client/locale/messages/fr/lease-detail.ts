/**
 * The lease offer block's text in French (client/blocks/lease-detail); the pieces it shares with
 * the other lease blocks are in lease-blocks.ts.
 */
export default {
  /** The price on the other VAT basis (business lease: with VAT). */
  other: (price: string, business: boolean) => [
    'soit ',
    price,
    ' ',
    business ? 'TVAC' : 'HTVA',
    ' (TVA 17 %)',
  ],
  request: 'Je suis intéressé(e) par cette offre',
  color: 'Couleur',
  duration: 'Durée',
  mileage: 'Kilométrage',
  mileageValue: (yearly: string, monthly: string) => [yearly, ' par an (', monthly, ' par mois)'],
  deposit: 'Acompte',
  fee: 'Frais de dossier',
  completePrice: 'Prix complet du contrat',
  /** After the complete price. */
  inclVat: ' TVAC',
  /** Around the subscript 2 of CO2. */
  co2Before: 'Émissions de CO',
  co2After: ' (WLTP)',
  customise: 'Personnalisez cette offre',
  customiseIntro:
    'Changez la durée, le kilométrage ou l’acompte : la mensualité est recalculée, et votre demande part avec la configuration choisie.',
  customRequest: 'Demander cette offre personnalisée',
  terms: 'Conditions du contrat',
  included: 'Inclus dans la mensualité',
  notIncluded: 'Non inclus',
  /** After the offer's conditions (hence the leading space). */
  validUntil: (date: string) => [' Offre valable jusqu’au ', date, '.'],
}
