import { withFullStop } from '../../sentence.ts'
import type { ContractTerm, OrderColour } from '../../../config/lease-config.ts'

/**
 * The lease calculator's text in French (client/features/lease-calculator) and the checks of a
 * lease request (the lead forms' lease fields are lease-fields.ts's). Pieces around a value
 * ("Soit ", " par mois") render as they did before, each its own text.
 */
export default {
  basis: { private: 'TVAC', business: 'HTVA' },
  views: { private: 'Particulier (prix TVAC)', business: 'Entreprise (prix HTVA)' },
  youAre: 'Vous êtes',
  colour: 'Couleur',
  finishes: { solid: 'unie', metallic: 'métallisée', pearl: 'nacrée' },
  ownColour: (paint: string) => `${paint} (ce véhicule)`,
  /** The order colours' paint names by code (client/config/lease-config.ts, `orderColours`). */
  paints: {
    white: 'Blanc glacier',
    black: 'Noir intense',
    grey: 'Gris graphite',
    blue: 'Bleu abysse',
    'pearl-white': 'Blanc nacré',
  } satisfies Record<OrderColour, string>,
  orderColour: (name: string, finish: string) => `${name}, peinture ${finish} (sur commande)`,
  surcharge: (price: string) => ` (+${price} HTVA)`,
  duration: 'Durée du contrat',
  months: ' mois',
  annualMileage: 'Kilométrage annuel',
  perYear: ' par an',
  perMonth: ' par mois',
  monthlyMileage: 'Soit ',
  depositLabel: { before: 'Acompte (', after: ', en euros)' },
  depositHint: 'De 0 à ',
  feeLabel: { before: 'Frais de dossier (', after: ', en euros)' },
  update: 'Mettre à jour le prix',
  result: 'Votre mensualité',
  other: { before: 'soit ', after: ' (TVA 17\u00a0%)' },
  facts: {
    vehiclePrice: 'Prix du véhicule',
    duration: 'Durée',
    mileage: 'Kilométrage',
    mileageOpen: ' par an (',
    mileageClose: ' par mois)',
    deposit: 'Acompte',
    fee: 'Frais de dossier',
    complete: 'Prix complet du contrat',
    co2: { before: 'Émissions de CO', after: ' (WLTP)' },
  },
  terms: 'Conditions du contrat',
  included: 'Inclus dans la mensualité',
  notIncluded: 'Non inclus',
  example: {
    intro: (lease: string, title: string) =>
      `Exemple représentatif en ${lease} lease pour ${title} :`,
    vehiclePrice: (money: string) => `prix du véhicule ${money},`,
    deposit: (money: string) => `acompte ${money},`,
    fee: (money: string) => `frais de dossier ${money},`,
    monthly: (months: number, money: string) => `${months} mensualités de ${money}`,
    mileage: (km: string) => `pour ${km} par an.`,
    total: (money: string) => withFullStop(`Montant total dû : ${money}`),
    rate: (rate: string) => `Taux débiteur fixe annuel de ${rate} ; valeur résiduelle de`,
    residual: (share: string, amount: string) =>
      `${share} (${amount} HTVA), reprise par le bailleur en fin de contrat.`,
    services: (amount: string) =>
      `Entretien, pneus, assistance, taxe sur les véhicules et assurance tous risques inclus (${amount} HTVA par mois).`,
    vat: 'TVA luxembourgeoise de 17 %. Offre indicative et non contractuelle, sous réserve d’acceptation du dossier par notre partenaire financier.',
  },
  /** A lease contract's promises by code (client/config/lease-config.ts, `leaseContractTerms`). */
  contractTerms: {
    maintenance: 'Entretien et réparations selon le plan du constructeur',
    insurance: 'Assurance tous risques (responsabilité civile et omnium)',
    insuranceWithClaims:
      'Assurance tous risques (responsabilité civile et omnium) et gestion des sinistres',
    tyres: 'Pneus été et hiver, montage et gardiennage',
    assistance: 'Assistance dépannage 24 h/24 en Europe',
    vehicleTax: 'Taxe sur les véhicules automoteurs',
    registration: 'Immatriculation et livraison',
    deductible: 'Franchise en cas de sinistre',
    fuel: 'Carburant ou recharge',
    fuelWithCard: 'Carburant ou recharge, carte carburant en option',
    /** `rate`: the price per kilometre excluding VAT, written. */
    excessKm: (rate: string) => `Kilomètres au-delà du forfait (${rate} HTVA par km)`,
    fines: 'Amendes, péages et vignettes',
    homeCharger: 'Borne de recharge à domicile (en option)',
  } satisfies Record<ContractTerm, string | ((rate: string) => string)>,
}
