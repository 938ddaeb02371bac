/**
 * The lease blocks' text in French (client/blocks/lease-overview, lease-detail,
 * financial-lease-calculator). A text with values is a function giving the pieces in the order
 * the block shows them (each its own text node, as before).
 */
export default {
  /** After a monthly price in bold: its VAT basis (business lease: without VAT). */
  perMonth: (business: boolean) => [business ? 'HTVA' : 'TVAC', ' par mois'],
  months: (months: number) => [months, ' mois'],
  overview: {
    /** No offer: the text, then a link to the contact page, then the end of the sentence. */
    empty: {
      before:
        'Aucune offre n’est disponible pour le moment. Nos conseillers vous proposent volontiers un leasing sur mesure : ',
      link: 'contactez-nous',
      after: '.',
    },
    terms: (months: number, distance: string, deposit: string) => [
      months,
      ' mois ·',
      ' ',
      distance,
      ' par an · acompte',
      ' ',
      deposit,
    ],
    /** After "CO₂". */
    co2: ' (WLTP) : ',
  },
  detail: {
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
  },
  financial: {
    price: 'Prix du véhicule (TVAC)',
    duration: 'Durée',
    deposit: 'Acompte (TVAC)',
    residual: 'Valeur résiduelle (% du prix)',
    calculate: 'Calculer',
    /** After the monthly instalment in bold. */
    perMonth: ' TVAC par mois',
    other: (exclVat: string, residual: string) => [
      'soit ',
      exclVat,
      ' HTVA · option d’achat finale',
      ' ',
      residual,
    ],
  },
}
