import { formatCents, formatKilometres, formatPercent } from '../../locale/format.ts'
import { type LeaseQuote, leaseQuote } from './lease-formula.ts'
import {
  type LeaseChoices,
  type LeaseInput,
  type LeaseVehicle,
  colourOptions,
} from './lease-input.ts'

/** The quote of a vehicle for an input: the colour's surcharge joins the vehicle price. */
export function quoteFor(
  vehicle: Pick<LeaseVehicle, 'priceInclVat' | 'colour'>,
  choices: Pick<LeaseChoices, 'orderColours'>,
  input: LeaseInput
): LeaseQuote {
  const colour = colourOptions(vehicle, choices).find((option) => option.code === input.colour)
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

/** An amount of the quote in the view's basis, with its basis: "412,50 € TVAC". */
export function inBasis(input: Pick<LeaseInput, 'view'>, exclCents: number, inclCents: number) {
  return input.view === 'business'
    ? `${formatCents(exclCents)} HTVA`
    : `${formatCents(inclCents)} TVAC`
}

/**
 * The representative example printed under the price, written from the very numbers the visitor
 * sees (as EU consumer-credit advertising requires), in the view's basis.
 */
export function representativeExample(title: string, input: LeaseInput, quote: LeaseQuote): string {
  const money = (excl: number, incl: number) => inBasis(input, excl, incl)
  return [
    `Exemple représentatif en ${input.view === 'business' ? 'business' : 'private'} lease pour ${title} :`,
    `prix du véhicule ${money(quote.vehicleExclVatCents, quote.vehicleInclVatCents)},`,
    `acompte ${money(quote.depositExclVatCents, quote.depositInclVatCents)},`,
    `frais de dossier ${money(quote.feeExclVatCents, quote.feeInclVatCents)},`,
    `${input.durationMonths} mensualités de ${money(quote.monthlyExclVatCents, quote.monthlyInclVatCents)}`,
    `pour ${formatKilometres(input.annualMileageKm)} par an.`,
    `Montant total dû : ${money(quote.completeExclVatCents, quote.completeInclVatCents)}.`,
    `Taux débiteur fixe annuel de ${formatPercent(quote.annualRate)} ; valeur résiduelle de`,
    `${formatPercent(quote.residualShare)} (${formatCents(quote.residualExclVatCents)} HTVA), reprise par le bailleur en fin de contrat.`,
    `Entretien, pneus, assistance, taxe sur les véhicules et assurance tous risques inclus (${formatCents(quote.servicesExclVatCents)} HTVA par mois).`,
    'TVA luxembourgeoise de 17 %. Offre indicative et non contractuelle, sous réserve d’acceptation du dossier par notre partenaire financier.',
  ].join(' ')
}
