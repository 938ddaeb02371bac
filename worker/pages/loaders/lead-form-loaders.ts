import { notFound } from '../../../client/errors/error-types.ts'
import { isDealershipSlug } from '../../../client/features/lead-forms/dealerships.ts'
import type { LeadFormPageData } from '../../../client/features/lead-forms/lead-form-page.tsx'
import type { LeadKind } from '../../../client/features/lead-forms/lead-kinds.ts'
import { loadFormState, SENT_PARAM, SENT_VALUE } from '../../leads/form-state.ts'
import type { Loader, LoaderContext, LoaderResult } from '../loader.ts'

/**
 * Form pages of a vehicle or a model. Their data carries what the visitor asks about (the
 * snapshot sent with the lead) and, after a no-JavaScript submit, the confirmation or the refused
 * values and errors; those variants are personal, so they are never indexed nor cached.
 */

const notFoundForm = (path: string): LoaderResult => ({
  kind: 'error',
  error: notFound('vehicle-form-not-found', path),
})

async function formOutcome(context: LoaderContext) {
  const serverState = await loadFormState(context.services.db, context.url, new Date())
  const sent = context.url.searchParams.get(SENT_PARAM) === SENT_VALUE
  return { serverState, sent, personal: sent || serverState !== null }
}

function vehicleFormLoader(kind: Extract<LeadKind, 'test-drive' | 'interest'>): Loader {
  return async (context) => {
    const { params, path } = context
    const id = /^(\d{1,9})-1-/.exec(params.vehicle ?? '')?.[1]
    if (!id) return notFoundForm(path)
    const vehicle = await context.services.stock.vehicle(Number(id))
    // A sold vehicle takes no more requests; a brand in the path must be the vehicle's own.
    if (!vehicle || vehicle.status === 'sold') return notFoundForm(path)
    if (params.brand !== undefined && params.brand !== vehicle.brand.slug) return notFoundForm(path)
    const outcome = await formOutcome(context)
    const image = vehicle.images[0]
    const price = `${vehicle.price.purchase.formatted} ${vehicle.price.purchase.suffix}`.trim()
    const data: LeadFormPageData = {
      kind,
      formId: kind === 'test-drive' ? 'essai-routier' : 'interet',
      pageUrl: path,
      heading: kind === 'test-drive' ? 'Demander un essai routier' : 'Ce véhicule m’intéresse',
      intro:
        kind === 'test-drive'
          ? 'Choisissez la date et le créneau qui vous conviennent : un conseiller vous confirme le rendez-vous.'
          : 'Laissez-nous vos coordonnées : un conseiller vous recontacte avec toutes les informations sur ce véhicule.',
      subject: { type: 'vehicle', id: String(vehicle.id), title: vehicle.title, price },
      ...(isDealershipSlug(vehicle.location.slug) ? { locationSlug: vehicle.location.slug } : {}),
      ...(image
        ? { image: { url: image.url, alt: image.alt, width: image.width, height: image.height } }
        : {}),
      serverState: outcome.serverState,
      sent: outcome.sent,
    }
    const segment = kind === 'test-drive' ? 'essai-routier' : 'interessee'
    return {
      kind: 'page',
      data,
      meta: {
        title: `${data.heading} : ${vehicle.title}`,
        description: `${data.intro} ${vehicle.title}, ${price}.`,
        noindex: outcome.personal || undefined,
        canonicalPath: `/stock/${vehicle.slug}/${segment}`,
      },
      cacheTags: [`vehicle:${vehicle.id}`],
    }
  }
}

function modelFormLoader(kind: Extract<LeadKind, 'test-drive' | 'model-contact'>): Loader {
  return async (context) => {
    const { params, path } = context
    const model = await context.services.stock.model(params.brand ?? '', params.model ?? '')
    if (!model) return notFoundForm(path)
    const outcome = await formOutcome(context)
    const title = `${model.brand.name} ${model.name}`
    const data: LeadFormPageData = {
      kind,
      formId: kind === 'test-drive' ? 'essai-routier' : 'contact-modele',
      pageUrl: path,
      heading: kind === 'test-drive' ? `Essayer la ${title}` : `Une question sur la ${title} ?`,
      intro:
        kind === 'test-drive'
          ? 'Choisissez la concession, la date et le créneau : un conseiller vous confirme le rendez-vous.'
          : 'Écrivez-nous : un conseiller de la concession de votre choix vous répond rapidement.',
      subject: {
        type: 'model',
        id: `${model.brand.slug}/${model.slug}`,
        title,
        price: `à partir de ${model.cashPriceFrom.formatted} ${model.cashPriceFrom.suffix}`.trim(),
      },
      image: {
        url: model.image.url,
        alt: model.image.alt,
        width: model.image.width,
        height: model.image.height,
      },
      serverState: outcome.serverState,
      sent: outcome.sent,
    }
    return {
      kind: 'page',
      data,
      meta: {
        title: data.heading,
        description: data.intro,
        noindex: outcome.personal || undefined,
      },
      cacheTags: [`model:${model.brand.slug}/${model.slug}`],
    }
  }
}

export const vehicleInterestLoader: Loader = vehicleFormLoader('interest')
export const vehicleTestDriveLoader: Loader = vehicleFormLoader('test-drive')
export const modelContactLoader: Loader = modelFormLoader('model-contact')
export const modelTestDriveLoader: Loader = modelFormLoader('test-drive')
