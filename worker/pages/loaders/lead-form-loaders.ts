import { notFound } from '../../../client/errors/error-types.ts'
import {
  type LeaseChoices,
  parseLeaseInput,
  stockLeaseChoices,
} from '../../../client/features/lease-calculator/lease-input.ts'
import { leaseVehicleOf } from '../../../client/features/lease-calculator/lease-vehicle.ts'
import type { LeadFormPageData } from '../../../client/features/lead-forms/lead-form-page.tsx'
import type { LeadKind } from '../../../client/features/lead-forms/lead-kinds.ts'
import type { LeaseFormContext } from '../../../client/features/lead-forms/subject-fields.tsx'
import { formatsFor } from '../../../client/locale/format.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { pageTitlesMessages } from '../../../client/locale/messages/page-titles.ts'
import { vehicleVocabularyMessages } from '../../../client/locale/messages/vehicle-vocabulary.ts'
import { priceSuffix } from '../../../client/locale/price-suffix.ts'
import { href, pageHref } from '../../../client/routes/href.ts'
import { formPageUrl, loadFormState, SENT_PARAM, SENT_VALUE } from '../../leads/form-state.ts'
import { formDealerships } from '../../leads/dealership-directory.ts'
import { reportError } from '../../monitoring/report-error.ts'
import type { DataLoader, ErrorResult, Loader, LoaderContext } from '../loader.ts'
import { vehicleLocation } from './vehicle-location.ts'

/**
 * Form pages of a vehicle or a model. Their data carries what the visitor asks about (the
 * snapshot sent with the lead) and, after a no-JavaScript submit, the confirmation or the refused
 * values and errors. They are tools of their vehicle's or model's page: some 4,800 of them for the
 * stock alone, never indexed (robots noindex, and out of the sitemap), each with its way back.
 */

const notFoundForm = (path: string): ErrorResult => ({
  kind: 'error',
  error: notFound('vehicle-form-not-found', path),
})

/** A form's no-JavaScript outcome, and the dealerships it offers (the stock API's locations). */
async function formOutcome(context: LoaderContext) {
  const [serverState, dealerships] = await Promise.all([
    loadFormState(context.services.db, context.url, new Date()),
    formDealerships(() => context.services.stock.locations(), reportError),
  ])
  const sent = context.url.searchParams.get(SENT_PARAM) === SENT_VALUE
  return { serverState, sent, dealerships: dealerships ?? [] }
}

/** The calculator's parameters a request link carries (lease-input.ts `leaseInputParams`). */
const LEASE_PARAMS = ['vue', 'couleur', 'duree', 'km', 'acompte', 'frais'] as const

/**
 * The lease configuration in a vehicle form's address, when the visitor came from the
 * calculator: read like the calculator reads it (snapped, clamped), then shown in the form.
 */
function leaseFromQuery(
  url: URL,
  vehicle: LeaseFormContext['vehicle'],
  choices: LeaseChoices,
  calculatorPath: string
): LeaseFormContext | undefined {
  if (!LEASE_PARAMS.some((name) => url.searchParams.has(name))) return undefined
  const initial = parseLeaseInput((name) => url.searchParams.get(name), vehicle, choices)
  const query = Object.fromEntries(LEASE_PARAMS.map((name) => [name, url.searchParams.get(name)]))
  return {
    vehicle,
    choices,
    initial,
    calculatorHref: `${calculatorPath}?${new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null)
    )}`,
  }
}

function vehicleFormLoader(
  kind: Extract<LeadKind, 'test-drive' | 'interest'>
): DataLoader<LeadFormPageData> {
  return async (context) => {
    const { params, path, url, services, language } = context
    const text = messagesOf(pageTitlesMessages, language)
    const forms = text.vehicleForms
    const id = /^(\d{1,9})-1-/.exec(params.vehicle ?? '')?.[1]
    if (!id) return notFoundForm(path)
    const vehicle = await services.stock.vehicle(Number(id))
    // A sold vehicle takes no more requests; a brand in the path must be the vehicle's own.
    if (!vehicle || vehicle.status === 'sold') return notFoundForm(path)
    if (params.brand !== undefined && params.brand !== vehicle.brand.slug) return notFoundForm(path)
    const [outcome, location] = await Promise.all([
      formOutcome(context),
      vehicleLocation(services, vehicle),
    ])
    const image = vehicle.images[0]
    const price = text.price(
      formatsFor(language).price(vehicle.price.purchase.amount),
      priceSuffix(messagesOf(vehicleVocabularyMessages, language), vehicle.price.purchase.suffix)
    )
    const title = `${vehicle.title} ${vehicle.trim}`
    const vehicleHref = href('stock-vehicle', { vehicle: vehicle.slug }, undefined, language)
    const leaseVehicle = leaseVehicleOf(vehicle)
    const lease =
      kind === 'interest'
        ? leaseFromQuery(
            url,
            leaseVehicle,
            stockLeaseChoices(leaseVehicle),
            href('stock-vehicle-lease-calculator', { vehicle: vehicle.slug }, undefined, language)
          )
        : undefined
    const data: LeadFormPageData = {
      kind,
      formId: kind === 'test-drive' ? 'essai-routier' : 'interet',
      pageUrl: formPageUrl(path, url),
      heading:
        kind === 'test-drive'
          ? forms.testDrive.heading
          : lease
            ? forms.lease.heading
            : forms.interest.heading,
      intro:
        kind === 'test-drive'
          ? forms.testDrive.intro
          : lease
            ? forms.lease.intro
            : forms.interest.intro,
      subject: { type: 'vehicle', id: String(vehicle.id), title, price },
      back: { href: vehicleHref, label: forms.back },
      ...(outcome.dealerships.some((dealership) => dealership.slug === vehicle.location.slug)
        ? { locationSlug: vehicle.location.slug }
        : {}),
      dealerships: outcome.dealerships,
      ...(image
        ? { image: { url: image.url, alt: image.alt, width: image.width, height: image.height } }
        : {}),
      ...(lease ? { lease } : {}),
      serverState: outcome.serverState,
      sent: outcome.sent,
    }
    return {
      kind: 'page',
      data,
      meta: {
        title: forms.title(data.heading, title),
        description: forms.description(data.intro, title, price),
        noindex: true,
        canonicalPath: href(
          kind === 'test-drive' ? 'stock-vehicle-test-drive' : 'stock-vehicle-interest',
          { vehicle: vehicle.slug },
          undefined,
          language
        ),
        breadcrumbs: [
          { label: text.crumbs.home, href: pageHref('home', language) },
          { label: text.crumbs.stock, href: pageHref('stock', language) },
          { label: title, href: vehicleHref },
          { label: kind === 'test-drive' ? forms.testDrive.crumb : forms.interest.crumb },
        ],
        ...(location ? { contact: location } : {}),
        testDrive: href('stock-vehicle-test-drive', { vehicle: vehicle.slug }, undefined, language),
      },
      cacheTags: [`vehicle:${vehicle.id}`],
    }
  }
}

function modelFormLoader(
  kind: Extract<LeadKind, 'test-drive' | 'model-contact'>
): DataLoader<LeadFormPageData> {
  return async (context) => {
    const { params, path, language } = context
    const text = messagesOf(pageTitlesMessages, language)
    const forms = text.modelForms
    const model = await context.services.stock.model(params.brand ?? '', params.model ?? '')
    if (!model) return notFoundForm(path)
    const outcome = await formOutcome(context)
    const title = `${model.brand.name} ${model.name}`
    const modelHref = href(
      'brand-models-model',
      { brand: model.brand.slug, model: model.slug },
      undefined,
      language
    )
    const data: LeadFormPageData = {
      kind,
      formId: kind === 'test-drive' ? 'essai-routier' : 'contact-modele',
      pageUrl: path,
      heading:
        kind === 'test-drive' ? forms.testDrive.heading(title) : forms.contact.heading(title),
      intro: kind === 'test-drive' ? forms.testDrive.intro : forms.contact.intro,
      subject: {
        type: 'model',
        id: `${model.brand.slug}.${model.slug}`,
        title,
        price: forms
          .priceFrom(
            formatsFor(language).price(model.cashPriceFrom.amount),
            priceSuffix(messagesOf(vehicleVocabularyMessages, language), model.cashPriceFrom.suffix)
          )
          .trim(),
      },
      back: { href: modelHref, label: forms.back(title) },
      image: {
        url: model.image.url,
        alt: model.image.alt,
        width: model.image.width,
        height: model.image.height,
      },
      dealerships: outcome.dealerships,
      serverState: outcome.serverState,
      sent: outcome.sent,
    }
    return {
      kind: 'page',
      data,
      meta: {
        title: data.heading,
        description: data.intro,
        noindex: true,
        breadcrumbs: [
          { label: text.crumbs.home, href: pageHref('home', language) },
          {
            label: model.brand.name,
            href: href('slug', { slug: model.brand.slug }, undefined, language),
          },
          { label: model.name, href: modelHref },
          { label: kind === 'test-drive' ? forms.testDrive.crumb : forms.contact.crumb },
        ],
      },
      cacheTags: [`model:${model.brand.slug}/${model.slug}`],
    }
  }
}

export const vehicleInterestLoader: Loader<'vehicle-interest'> = vehicleFormLoader('interest')
export const vehicleTestDriveLoader: Loader<'vehicle-test-drive'> = vehicleFormLoader('test-drive')
export const modelContactLoader: Loader<'model-contact'> = modelFormLoader('model-contact')
export const modelTestDriveLoader: Loader<'model-test-drive'> = modelFormLoader('test-drive')
