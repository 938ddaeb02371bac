import { withFullStop } from '../../sentence.ts'

/**
 * The lease fields of the lead forms in French (client/features/lead-forms/lease-fields.tsx): an
 * area of their own, loaded with those fields, not with every calculator (docs/decisions/0030).
 */
export default {
  legend: { before: 'Votre configuration de ', after: ' lease' },
  price: ' · prix ',
  colour: 'TVAC · couleur',
  onOrder: 'sur commande (voir calculateur)',
  change: 'modifier dans le calculateur',
  months: (months: number) => `${months} mois`,
  perYear: (km: string) => `${km} par an`,
  deposit: (basis: string) => `Acompte (${basis}, en euros)`,
  fee: (basis: string) => `Frais de dossier (${basis}, en euros)`,
  range: (max: string, basis: string) => withFullStop(`De 0 à ${max} ${basis}`),
  quote: 'Mensualité indicative :',
  complete: 'par mois, prix complet du contrat',
  confirm: '. Votre conseiller vous confirme l’offre.',
}
