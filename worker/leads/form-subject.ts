import { offerStart } from '../../client/blocks/lease-detail/offer-lease.ts'
import type { EmbeddedFormSubject } from '../../client/features/lead-forms/embedded-form-subject.ts'
import { brandName, brandSlugs } from '../../client/domain/brand.ts'
import {
  offerLeaseChoices,
  parseLeaseInput,
} from '../../client/features/lease-calculator/lease-input.ts'
import { leaseVehicleOfOffer } from '../../client/features/lease-calculator/lease-vehicle.ts'
import type { ModelChoiceGroup } from '../../client/features/lead-forms/subject-fields.tsx'
import { href } from '../../client/routes/href.ts'
import type { Language } from '../../client/locale/language.ts'
import { leadSubjectTitlesMessages } from '../../client/locale/messages/lead-subject-titles.ts'
import { leadSubjectsMessages } from '../../client/locale/messages/lead-subjects.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { reportError } from '../monitoring/report-error.ts'
import type { Services } from '../services.ts'

/** The CMS forms that ask which model a request is about (and may request a lease offer). */
export const subjectForms = ['test_drive', 'contact', 'business_lease', 'fleet'] as const
export type SubjectForm = (typeof subjectForms)[number]

export function isSubjectForm(form: string): form is SubjectForm {
  return (subjectForms as readonly string[]).includes(form)
}

/** Query parameters of a link that carries a subject into the test-drive or contact form. */
export const SUBJECT_PARAMS = { model: 'modele', offer: 'offre' } as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Every brand with its models, for the "Modèle" field. When the catalogue cannot be read the
 * brands alone are offered ("Ford, modèle à préciser"): the form still works.
 */
export async function modelChoiceGroups(services: Services): Promise<ModelChoiceGroup[]> {
  // The catalogue names the brands (stock API v1.1: the list is open); without it, the makes the
  // site knows by name.
  const catalogue = await services.stock.brands().catch((error: unknown) => {
    reportError(error, { area: 'leads', step: 'model-choices' })
    return null
  })
  const known =
    catalogue?.map(({ slug, name }) => ({ slug, name })) ??
    brandSlugs.map((slug) => ({ slug, name: brandName(slug) }))
  const brands = await Promise.all(
    known.map(({ slug }) =>
      services.stock.brand(slug).catch((error: unknown) => {
        reportError(error, { area: 'leads', step: 'model-choices', brand: slug })
        return null
      })
    )
  )
  return known.map((brand, index) => ({
    brand,
    models: (brands[index]?.models ?? []).map((model) => ({ slug: model.slug, name: model.name })),
  }))
}

/** The offer a link names (`?offre=…`) with the configuration in the link, or null. */
async function offerOf(url: URL, services: Services) {
  const slug = url.searchParams.get(SUBJECT_PARAMS.offer)?.trim().toLowerCase()
  if (!slug) return { asked: false as const }
  const offer = SLUG.test(slug) ? await services.stock.leaseOffer(slug) : null
  return { asked: true as const, offer }
}

/**
 * What an embedded test-drive or contact form starts with, read from the link the visitor
 * followed: `?modele=ford.puma` (or `?modele=ford`) prefills the "Modèle" field; `?offre={slug}`
 * with the calculator's parameters makes it a request for that lease offer in that
 * configuration. A value the site does not know is never an error page: the form says so and
 * starts without it.
 */
export async function embeddedFormSubject(
  form: SubjectForm,
  url: URL,
  services: Services,
  language: Language
): Promise<EmbeddedFormSubject> {
  const text = messagesOf(leadSubjectsMessages, language)
  const [groups, asked] = await Promise.all([
    modelChoiceGroups(services),
    form !== 'test_drive'
      ? offerOf(url, services).catch((error: unknown) => {
          reportError(error, { area: 'leads', step: 'offer-of-link' })
          return { asked: true as const, offer: null }
        })
      : Promise.resolve({ asked: false as const }),
  ])
  const notices: string[] = []
  if (asked.asked && asked.offer) {
    const offer = asked.offer
    const vehicle = leaseVehicleOfOffer(offer)
    const choices = offerLeaseChoices(offer)
    const initial = parseLeaseInput((name) => url.searchParams.get(name), vehicle, choices, {
      ...offerStart(offer),
    })
    const offerHref = href(
      'slug',
      { slug: `${offer.type}-lease/${offer.slug}` },
      undefined,
      language
    )
    return {
      kind: 'interest',
      subject: {
        type: 'lease-offer',
        id: offer.slug,
        title: messagesOf(leadSubjectTitlesMessages, language).leaseOffer(
          `${offer.title} ${offer.trim}`,
          offer.type === 'business' ? 'business' : 'private'
        ),
        url: offerHref,
      },
      lease: {
        vehicle,
        choices,
        initial,
        calculatorHref: `${offerHref}?${new URLSearchParams({
          duree: String(initial.durationMonths),
          km: String(initial.annualMileageKm),
          acompte: String(initial.deposit),
          frais: String(initial.establishmentFee),
        })}`,
      },
      notices,
    }
  }
  if (asked.asked) {
    notices.push(text.linkedOfferGone)
  }
  const wanted = url.searchParams.get(SUBJECT_PARAMS.model)?.trim().toLowerCase() ?? ''
  const known = groups.some(
    (group) =>
      group.brand.slug === wanted ||
      group.models.some((model) => `${group.brand.slug}.${model.slug}` === wanted)
  )
  if (wanted && !known) {
    notices.push(text.linkedModelUnknown)
  }
  return {
    vehicleChoice: {
      groups,
      required: form === 'test_drive',
      ...(known ? { initial: wanted } : {}),
    },
    notices,
  }
}
