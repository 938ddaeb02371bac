import type { Breadcrumb } from '../../../framework/payload/payload.ts'
import { siteConfig } from '../../../client/config/site-config.ts'
import { notFound } from '../../../client/errors/error-types.ts'
import {
  parseLeaseInput,
  stockLeaseChoices,
} from '../../../client/features/lease-calculator/lease-input.ts'
import { leaseVehicleOf } from '../../../client/features/lease-calculator/lease-vehicle.ts'
import type { LeaseCalculatorPageData } from '../../../client/pages/vehicle-lease-calculator/page.tsx'
import type { Language } from '../../../client/locale/language.ts'
import { toolPagesMessages } from '../../../client/locale/messages/tool-pages.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { href, pageHref } from '../../../client/routes/href.ts'
import { vehicleLocation } from './vehicle-location.ts'
import type { Loader } from '../loader.ts'

type ToolPagesText = ReturnType<typeof toolPagesText>

const toolPagesText = (language: Language) => messagesOf(toolPagesMessages, language)

const stockCrumbs = (text: ToolPagesText, language: Language): Breadcrumb[] => [
  { label: text.home, href: pageHref('home', language) },
  { label: text.stock, href: pageHref('stock', language) },
]

/**
 * Compare and favourites are the visitor's own lists, kept in the browser: the server sends the
 * page frame (and, without JavaScript, the explanation); the list is fetched by the page.
 */
export const compareLoader: Loader<'compare'> = async ({ language }) => {
  const text = toolPagesText(language)
  return {
    kind: 'page',
    data: {},
    meta: {
      title: text.compare.title,
      description: text.compare.description,
      noindex: true,
      breadcrumbs: [...stockCrumbs(text, language), { label: text.compare.crumb }],
    },
  }
}

export const favoritesLoader: Loader<'favorites'> = async ({ language }) => {
  const text = toolPagesText(language)
  return {
    kind: 'page',
    data: {},
    meta: {
      title: text.favourites.title,
      description: text.favourites.description,
      noindex: true,
      breadcrumbs: [...stockCrumbs(text, language), { label: text.favourites.crumb }],
    },
  }
}

/**
 * The lease calculator of a stock vehicle (and its brand variant). The query is the calculator's
 * GET form: without JavaScript the server recomputes the price from it; malformed values fall
 * back to defaults (lease-input.ts).
 */
export const leaseCalculatorLoader: Loader<'vehicle-lease-calculator'> = async ({
  params,
  path,
  url,
  services,
  language,
}) => {
  const id = Number(/^\d+/.exec(params.vehicle ?? '')?.[0])
  const vehicle = Number.isSafeInteger(id) && id > 0 ? await services.stock.vehicle(id) : null
  if (!vehicle || (params.brand !== undefined && params.brand !== vehicle.brand.slug)) {
    return { kind: 'error', error: notFound('vehicle-not-found', path) }
  }
  const lease = leaseVehicleOf(vehicle)
  const data: LeaseCalculatorPageData = {
    vehicle: lease,
    input: parseLeaseInput((name) => url.searchParams.get(name), lease, stockLeaseChoices(lease)),
    showCo2: siteConfig.showLeaseCo2,
  }
  const location = await vehicleLocation(services, vehicle)
  const text = toolPagesText(language)
  const name = `${vehicle.title} ${vehicle.trim}`
  return {
    kind: 'page',
    data,
    meta: {
      title: text.leaseCalculator.title(name),
      description: text.leaseCalculator.description(name),
      // One of ~1,600 × 2 calculator pages, a tool of its vehicle's page: never indexed.
      noindex: true,
      canonicalPath: href(
        'stock-vehicle-lease-calculator',
        { vehicle: vehicle.slug },
        undefined,
        language
      ),
      breadcrumbs: [
        ...stockCrumbs(text, language),
        {
          label: name,
          href: href('stock-vehicle', { vehicle: vehicle.slug }, undefined, language),
        },
        { label: text.leaseCalculator.crumb },
      ],
      ...(location ? { contact: location } : {}),
      testDrive: href('stock-vehicle-test-drive', { vehicle: vehicle.slug }, undefined, language),
    },
    cacheTags: [`vehicle:${vehicle.id}`],
  }
}
