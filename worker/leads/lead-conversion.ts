import type { Lead } from '../../client/features/lead-forms/lead-schema.ts'
import type { LeadKind } from '../../client/features/lead-forms/lead-kinds.ts'

/**
 * What the analytics `lead_submitted` event says about an accepted lead (docs/decisions/0058):
 * its kind, department, dealership, subject (vehicle, model, offer ids), price and lease terms,
 * and nothing personal (no name, address, phone, message, date of an appointment, campaign).
 * Built by the Worker from the stored lead, so the price is the stock's, not the browser's.
 */
export interface LeadConversion {
  kind: LeadKind
  /** The dealership's department the lead goes to: tyre leads are the workshop's. */
  department: 'sales' | 'service'
  dealership: string
  subject_type: 'vehicle' | 'model' | 'brand' | 'lease-offer' | null
  vehicle_id: number | null
  /** `brand.model`, e.g. `ford.puma` (a vehicle's or an offer's model too). */
  model_id: string | null
  offer_id: string | null
  brand: string | null
  /** In euros: a vehicle's price, a model's "from", an offer's monthly; null when unchecked. */
  price: number | null
  currency: 'EUR'
  lease: {
    type: string
    duration_months: number | null
    annual_mileage_km: number | null
    /** Euros a month, VAT included (the Worker's quote); null when it could not compute one. */
    monthly_price: number | null
    deposit: number | null
  } | null
}

/** What a no-JavaScript confirmation carries for the analytics event: the lead's id and conversion. */
export interface ConversionMarker {
  /** The lead's id: the browser pushes the event once per id (a reload pushes nothing). */
  ref: string
  conversion: LeadConversion
}

/** The element of a no-JavaScript confirmation holding its `ConversionMarker` as JSON. */
export const LEAD_CONVERSION_ELEMENT_ID = 'lead-conversion'

const SERVICE_KINDS: ReadonlySet<LeadKind> = new Set(['tyre-appointment', 'tyre-offer'])

const wholeOrNull = (value: string | number | undefined) => {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(number) ? number : null
}
const euros = (cents: number | undefined) => (cents === undefined ? null : cents / 100)

/** The conversion of a stored lead (never its personal fields). */
export function leadConversion(lead: Lead): LeadConversion {
  const subject = lead.snapshot.subject
  const lease = lead.snapshot.lease
  const model =
    subject?.model && subject.brand ? `${subject.brand.slug}.${subject.model.slug}` : null
  return {
    kind: lead.kind,
    department: SERVICE_KINDS.has(lead.kind) ? 'service' : 'sales',
    dealership: lead.location,
    subject_type: subject?.type ?? null,
    vehicle_id: subject?.type === 'vehicle' ? (subject.vehicleId ?? wholeOrNull(subject.id)) : null,
    model_id: subject?.type === 'model' ? subject.id : model,
    offer_id: subject?.type === 'lease-offer' ? subject.id : null,
    brand: subject?.brand?.slug ?? (subject?.type === 'brand' ? subject.id : null),
    price: subject?.amount ?? null,
    currency: 'EUR',
    lease: lease
      ? {
          type: lease.view,
          duration_months: wholeOrNull(lease.durationMonths),
          annual_mileage_km: wholeOrNull(lease.annualMileageKm),
          monthly_price: euros(lease.quote?.monthlyInclVatCents),
          deposit: euros(lease.quote?.depositInclVatCents),
        }
      : null,
  }
}
