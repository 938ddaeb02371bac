/** The financial lease calculator's text in French (client/blocks/financial-lease-calculator). */
export default {
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
  /** The representative example under the result (amounts already written). */
  example: (figures: {
    price: string
    deposit: string
    months: number
    monthlyInclVat: string
    monthlyExclVat: string
    residual: string
    residualPercent: string
    rate: string
    total: string
  }) =>
    `Exemple représentatif de leasing financier : véhicule de ${figures.price} TVAC, ` +
    `acompte de ${figures.deposit}, ${figures.months} mensualités de ` +
    `${figures.monthlyInclVat} TVAC (${figures.monthlyExclVat} HTVA), option d’achat ` +
    `finale de ${figures.residual} (${figures.residualPercent} %). ` +
    `Taux débiteur fixe annuel de ${figures.rate} %. Montant total dû, option ` +
    `d’achat comprise : ${figures.total} TVAC. TVA luxembourgeoise de 17 %.`,
}
