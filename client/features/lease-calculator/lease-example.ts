import { formatDecimal, formatNumber, formatPrice } from '../../locale/format.ts'
import { type LeaseQuote, leaseQuote } from './lease-formula.ts'
import { type LeaseInput, type LeaseVehicle, colourOptions } from './lease-input.ts'

/** The quote of a vehicle for an input: the colour's surcharge joins the vehicle price. */
export function quoteFor(vehicle: LeaseVehicle, input: LeaseInput): LeaseQuote {
  const colour = colourOptions(vehicle).find((option) => option.code === input.colour)
  return leaseQuote({
    priceInclVat: vehicle.priceInclVat,
    paintSurchargeExclVat: colour?.surchargeExclVat ?? 0,
    durationMonths: input.durationMonths,
    annualMileageKm: input.annualMileageKm,
    deposit: input.deposit,
    establishmentFee: input.establishmentFee,
    view: input.view,
  })
}

const percent = (share: number) => `${formatDecimal(share * 100)} %`

/**
 * The representative example printed under the price, written from the very numbers the visitor
 * sees (as EU consumer-credit advertising requires), in the view's basis.
 */
export function representativeExample(title: string, input: LeaseInput, quote: LeaseQuote): string {
  const business = input.view === 'business'
  const basis = business ? 'HTVA' : 'TVAC'
  const money = (excl: number, incl: number) =>
    `${formatPrice(business ? excl : incl, true)} ${basis}`
  return [
    `Exemple représentatif en ${business ? 'business' : 'private'} lease pour ${title} :`,
    `prix du véhicule ${money(quote.vehicleExclVat, quote.vehicleInclVat)},`,
    `acompte ${money(quote.depositExclVat, quote.depositInclVat)},`,
    `frais de dossier ${money(quote.feeExclVat, quote.feeInclVat)},`,
    `${input.durationMonths} mensualités de ${money(quote.monthlyExclVat, quote.monthlyInclVat)}`,
    `pour ${formatNumber(input.annualMileageKm)} km par an.`,
    `Montant total dû : ${money(quote.completeExclVat, quote.completeInclVat)}.`,
    `Taux débiteur fixe annuel de ${percent(quote.annualRate)} ; valeur résiduelle de`,
    `${percent(quote.residualShare)} (${formatPrice(quote.residualExclVat, true)} HTVA), reprise par le bailleur en fin de contrat.`,
    `Entretien, pneus, assistance et taxe sur les véhicules inclus (${formatPrice(quote.servicesExclVat, true)} HTVA par mois).`,
    'TVA luxembourgeoise de 17 %. Offre indicative et non contractuelle, sous réserve d’acceptation du dossier par notre partenaire financier.',
  ].join(' ')
}
