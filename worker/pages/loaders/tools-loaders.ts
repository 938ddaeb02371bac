import type { Breadcrumb } from '../../../client/app/payload.ts'
import { siteConfig } from '../../../client/config/site-config.ts'
import { notFound } from '../../../client/errors/error-types.ts'
import {
  parseLeaseInput,
  stockLeaseChoices,
} from '../../../client/features/lease-calculator/lease-input.ts'
import { leaseVehicleOf } from '../../../client/features/lease-calculator/lease-vehicle.ts'
import type { LeaseCalculatorPageData } from '../../../client/pages/vehicle-lease-calculator/page.tsx'
import { href, pageHref } from '../../../client/routes/href.ts'
import { vehicleLocation } from './vehicle-location.ts'
import type { Loader } from '../loader.ts'

const stockCrumbs: Breadcrumb[] = [
  { label: 'Accueil', href: pageHref('home') },
  { label: 'Stock', href: pageHref('stock') },
]

/**
 * Compare and favourites are the visitor's own lists, kept in the browser: the server sends the
 * page frame (and, without JavaScript, the explanation); the list is fetched by the page.
 */
export const compareLoader: Loader<'compare'> = async () => ({
  kind: 'page',
  data: {},
  meta: {
    title: 'Comparer des véhicules',
    description: 'Comparez jusqu’à six véhicules de notre stock côte à côte.',
    noindex: true,
    breadcrumbs: [...stockCrumbs, { label: 'Comparer' }],
  },
})

export const favoritesLoader: Loader<'favorites'> = async () => ({
  kind: 'page',
  data: {},
  meta: {
    title: 'Mes favoris',
    description: 'Les véhicules de notre stock que vous avez gardés en favoris.',
    noindex: true,
    breadcrumbs: [...stockCrumbs, { label: 'Favoris' }],
  },
})

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
  return {
    kind: 'page',
    data,
    meta: {
      title: `Calculateur de leasing ${vehicle.title} ${vehicle.trim}`,
      description: `Calculez la mensualité de leasing de ${vehicle.title} ${vehicle.trim} : durée, kilométrage, acompte, prix TVAC et HTVA.`,
      // One of ~1,600 × 2 calculator pages, a tool of its vehicle's page: never indexed.
      noindex: true,
      canonicalPath: href('stock-vehicle-lease-calculator', { vehicle: vehicle.slug }),
      breadcrumbs: [
        ...stockCrumbs,
        {
          label: `${vehicle.title} ${vehicle.trim}`,
          href: href('stock-vehicle', { vehicle: vehicle.slug }),
        },
        { label: 'Calculateur de leasing' },
      ],
      ...(location ? { contact: location } : {}),
      testDrive: href('stock-vehicle-test-drive', { vehicle: vehicle.slug }),
    },
    cacheTags: [`vehicle:${vehicle.id}`],
  }
}
