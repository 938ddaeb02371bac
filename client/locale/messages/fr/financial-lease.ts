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
}
