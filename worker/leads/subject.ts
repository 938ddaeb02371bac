import { brandName, brandSlugSchema } from '../../client/domain/brand.ts'
import type { Model } from '../../client/domain/brand.ts'
import type { LeaseOffer } from '../../client/domain/lease-offer.ts'
import type { Vehicle } from '../../client/domain/vehicle.ts'
import {
  type LeaseChoices,
  type LeaseVehicle,
  offerLeaseChoices,
  stockLeaseChoices,
} from '../../client/features/lease-calculator/lease-input.ts'
import { checkLeaseRequest } from './lease-request.ts'
import {
  leaseVehicleOf,
  leaseVehicleOfOffer,
} from '../../client/features/lease-calculator/lease-vehicle.ts'
import type { Lead, LeadSubject } from '../../client/features/lead-forms/lead-schema.ts'
import { href } from '../../client/routes/href.ts'
import type { Language } from '../../client/locale/language.ts'
import { leadSubjectTitlesMessages } from '../../client/locale/messages/lead-subject-titles.ts'
import { leadSubjectsMessages } from '../../client/locale/messages/lead-subjects.ts'
import type subjectText from '../../client/locale/messages/fr/lead-subjects.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import { formatsFor } from '../../client/locale/format.ts'
import { priceSuffix } from '../../client/locale/price-suffix.ts'
import type { FieldErrors } from './field-errors.ts'

/** What the subject check reads: the stock client (null = not found; a throw = unavailable). */
export interface SubjectSources {
  vehicle(id: number): Promise<Vehicle | null>
  model(brand: string, model: string): Promise<Model | null>
  leaseOffer(slug: string): Promise<LeaseOffer | null>
}

export type SubjectResolution =
  { ok: true; lead: Lead; flags: string[] } | { ok: false; errors: FieldErrors }

/** What the visitor is told about a subject the stock does not know, in their language. */
type SubjectText = typeof subjectText

type Found =
  | {
      kind: 'vehicle'
      subject: LeadSubject
      lease: { vehicle: LeaseVehicle; choices: LeaseChoices }
    }
  | { kind: 'offer'; subject: LeadSubject; lease: { vehicle: LeaseVehicle; choices: LeaseChoices } }
  | { kind: 'other'; subject: LeadSubject }
  | { kind: 'missing'; errors: FieldErrors }

async function find(
  subject: LeadSubject,
  fromChoice: boolean,
  sources: SubjectSources,
  subjectMessages: SubjectText,
  language: Language
): Promise<Found> {
  const titles = messagesOf(leadSubjectTitlesMessages, language)
  const vocabulary = messagesOf(vehicleVocabularyMessages, language)
  const errorKey = fromChoice ? 'vehicleChoice' : 'subject'
  const missing = (message: string): Found => ({ kind: 'missing', errors: { [errorKey]: message } })
  switch (subject.type) {
    case 'vehicle': {
      const id = /^\d{1,9}$/.test(subject.id) ? Number(subject.id) : null
      const vehicle = id === null ? null : await sources.vehicle(id)
      if (!vehicle || vehicle.status === 'sold') return missing(subjectMessages.vehicle(subject.id))
      return {
        kind: 'vehicle',
        subject: {
          type: 'vehicle',
          id: String(vehicle.id),
          vehicleId: vehicle.id,
          title: `${vehicle.title} ${vehicle.trim}`,
          price:
            `${formatsFor(language).price(vehicle.price.purchase.amount)} ${priceSuffix(vocabulary, vehicle.price.purchase.suffix)}`.trim(),
          brand: { slug: vehicle.brand.slug, name: vehicle.brand.name },
          model: { slug: vehicle.model.slug, name: vehicle.model.name },
          url: href('stock-vehicle', { vehicle: vehicle.slug }, undefined, language),
          amount: vehicle.price.purchase.amount,
          ...(vehicle.images[0] ? { image: vehicle.images[0].url } : {}),
        },
        lease: {
          vehicle: leaseVehicleOf(vehicle),
          choices: stockLeaseChoices(leaseVehicleOf(vehicle)),
        },
      }
    }
    case 'model': {
      const [brandSlug, modelSlug] = subject.id.split('.')
      const model =
        brandSlug && modelSlug && /^[a-z0-9-]+$/.test(brandSlug) && /^[a-z0-9-]+$/.test(modelSlug)
          ? await sources.model(brandSlug, modelSlug)
          : null
      if (!model) return missing(subjectMessages.model)
      return {
        kind: 'other',
        subject: {
          type: 'model',
          id: `${model.brand.slug}.${model.slug}`,
          title: `${model.brand.name} ${model.name}`,
          price: titles
            .modelPriceFrom(
              formatsFor(language).price(model.cashPriceFrom.amount),
              priceSuffix(vocabulary, model.cashPriceFrom.suffix)
            )
            .trim(),
          brand: { slug: model.brand.slug, name: model.brand.name },
          model: { slug: model.slug, name: model.name },
          url: href(
            'brand-models-model',
            { brand: model.brand.slug, model: model.slug },
            undefined,
            language
          ),
          amount: model.cashPriceFrom.amount,
          image: model.image.url,
        },
      }
    }
    case 'brand': {
      const brand = brandSlugSchema.safeParse(subject.id)
      if (!brand.success) return missing(subjectMessages.model)
      const name = brandName(brand.data)
      return {
        kind: 'other',
        subject: {
          type: 'brand',
          id: brand.data,
          title: titles.brandOnly(name),
          brand: { slug: brand.data, name },
          url: href('slug', { slug: brand.data }, undefined, language),
        },
      }
    }
    case 'lease-offer': {
      const offer = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(subject.id)
        ? await sources.leaseOffer(subject.id)
        : null
      if (!offer) return missing(subjectMessages.offer)
      const monthly =
        offer.type === 'business'
          ? titles.monthly.business(offer.configuration.pricePerMonth.exclVat.formatted)
          : titles.monthly.private(offer.configuration.pricePerMonth.inclVat.formatted)
      return {
        kind: 'offer',
        subject: {
          type: 'lease-offer',
          id: offer.slug,
          title: titles.leaseOffer(
            `${offer.title} ${offer.trim}`,
            offer.type === 'business' ? 'business' : 'private'
          ),
          price: monthly,
          brand: { slug: offer.brand.slug, name: offer.brand.name },
          model: { slug: offer.model.slug, name: offer.model.name },
          url: href('slug', { slug: `${offer.type}-lease/${offer.slug}` }, undefined, language),
          amount:
            offer.type === 'business'
              ? offer.configuration.pricePerMonth.exclVat.amount
              : offer.configuration.pricePerMonth.inclVat.amount,
          image: offer.image.url,
        },
        lease: { vehicle: leaseVehicleOfOffer(offer), choices: offerLeaseChoices(offer) },
      }
    }
  }
}

/** The subject a lead names: the page's (hidden fields) or, failing that, the visitor's pick. */
function namedSubject(lead: Lead): { subject: LeadSubject; fromChoice: boolean } | null {
  if (lead.snapshot.subject) return { subject: lead.snapshot.subject, fromChoice: false }
  const choice = lead.vehicleChoice
  if (!choice) return null
  return choice.includes('.')
    ? { subject: { type: 'model', id: choice }, fromChoice: true }
    : { subject: { type: 'brand', id: choice }, fromChoice: true }
}

/**
 * Checks what a lead is about against the stock data and writes the subject the CRM receives
 * from that data: a vehicle id that does not exist, an unknown model or a tampered offer is
 * refused with a message in the visitor's language (the form keeps everything typed), a lease configuration must be
 * one the vehicle or offer offers, and its quote is computed here, never taken from the browser.
 * When the stock cannot be read, the lead is kept as sent and flagged `subject_unverified`:
 * losing a customer is worse than an unchecked title.
 */
export async function resolveSubject(
  lead: Lead,
  sources: SubjectSources,
  report: (error: unknown, context: Record<string, string>) => void,
  language: Language
): Promise<SubjectResolution> {
  const subjectMessages = messagesOf(leadSubjectsMessages, language)
  const named = namedSubject(lead)
  const lease = lead.snapshot.lease
  if (!named) {
    return lease
      ? { ok: false, errors: { subject: subjectMessages.leaseWithout } }
      : { ok: true, lead, flags: [] }
  }
  let found: Found
  try {
    found = await find(named.subject, named.fromChoice, sources, subjectMessages, language)
  } catch (error) {
    report(error, { step: 'resolve-subject', subject: `${named.subject.type}:${named.subject.id}` })
    // Only what the visitor sent: no quote, amount or photo the Worker could not check.
    const { amount: _amount, image: _image, ...sent } = named.subject
    const snapshot = {
      ...lead.snapshot,
      subject: sent,
      ...(lease ? { lease: { ...lease, quote: undefined } } : {}),
    }
    return { ok: true, lead: { ...lead, snapshot }, flags: ['subject_unverified'] }
  }
  if (found.kind === 'missing') return { ok: false, errors: found.errors }
  if (!lease) {
    return {
      ok: true,
      lead: { ...lead, snapshot: { ...lead.snapshot, subject: found.subject } },
      flags: [],
    }
  }
  if (found.kind === 'other') {
    return { ok: false, errors: { subject: subjectMessages.leaseWithout } }
  }
  const checked = checkLeaseRequest(lease, found.lease.vehicle, found.lease.choices, language)
  if (!checked.ok) return { ok: false, errors: checked.errors }
  const { input, quote } = checked
  return {
    ok: true,
    flags: [],
    lead: {
      ...lead,
      snapshot: {
        ...lead.snapshot,
        subject: found.subject,
        lease: {
          view: input.view,
          colour: input.colour,
          durationMonths: input.durationMonths,
          annualMileageKm: input.annualMileageKm,
          deposit: input.deposit,
          establishmentFee: input.establishmentFee,
          quote: {
            monthlyInclVatCents: quote.monthlyInclVatCents,
            monthlyExclVatCents: quote.monthlyExclVatCents,
            depositInclVatCents: quote.depositInclVatCents,
            depositExclVatCents: quote.depositExclVatCents,
            feeInclVatCents: quote.feeInclVatCents,
            feeExclVatCents: quote.feeExclVatCents,
            completeInclVatCents: quote.completeInclVatCents,
            completeExclVatCents: quote.completeExclVatCents,
            vehicleInclVatCents: quote.vehicleInclVatCents,
          },
        },
      },
    },
  }
}
