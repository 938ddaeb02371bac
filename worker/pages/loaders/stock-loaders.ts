import { notFound } from '../../../client/errors/error-types.ts'
import { formatsFor } from '../../../client/locale/format.ts'
import type { Model } from '../../../client/domain/brand.ts'
import type { LeaseOfferSummary } from '../../../client/domain/lease-offer.ts'
import { href, pageHref } from '../../../client/routes/href.ts'
import type { Location } from '../../../client/domain/location.ts'
import { z } from 'zod'
import {
  bodyStyleSchema,
  fuelSchema,
  isSold,
  type SoldVehicle,
} from '../../../client/domain/vehicle.ts'
import type { Language } from '../../../client/locale/language.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { priceSuffix } from '../../../client/locale/price-suffix.ts'
import { pageTitlesMessages } from '../../../client/locale/messages/page-titles.ts'
import { vehicleVocabularyMessages } from '../../../client/locale/messages/vehicle-vocabulary.ts'
import { emptyStockQuery } from '../../../client/domain/stock-search.ts'
import { parseStockQuery } from '../../../client/domain/stock-query-reader.ts'
import { formatWeek } from '../../../client/features/opening-hours/format-week.ts'
import { vehicleStructuredData } from '../../seo/vehicle-structured-data.ts'
import type { BrandModelsData, ModelSort } from '../../../client/pages/brand-models/page.tsx'
import type { ModelDetailData } from '../../../client/pages/model-detail/page.tsx'
import type {
  VehicleDealership,
  VehicleDetailData,
} from '../../../client/pages/vehicle-detail/page.tsx'
import {
  toCardData,
  type VehicleCardData,
} from '../../../client/features/vehicle-card/vehicle-card-data.ts'
import { reportError } from '../../monitoring/report-error.ts'
import { stockHref } from '../../blocks/stock-block-data.ts'
import type { Loader, LoaderResult } from '../loader.ts'
import { canonicalUrl } from '../../seo/page-meta.ts'
import type { Services } from '../../services.ts'

/** Vehicle detail and brand model pages (owned by the stock feature). */

/** The numeric id a vehicle slug starts with (`1042-1-kia-ev3-air` → 1042). */
export function vehicleIdOf(slug: string | undefined): number | null {
  const match = /^(\d{1,9})-/.exec(slug ?? '')
  const id = match ? Number(match[1]) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** What the detail page shows of the dealership (not its IBAN, team or workshop). */
function dealership(location: Location, language: Language): VehicleDealership {
  return {
    slug: location.slug,
    name: location.name,
    address: location.address,
    phone: location.phone,
    email: location.email,
    showroom: location.departments.showroom,
    week: formatWeek(location.departments.showroom, language),
    closures: location.closures,
  }
}

/**
 * The cards of the vehicles like this one (one stock query, cached like a search): a row that
 * fails to load is left out, never the reason a vehicle page fails.
 */
async function similarCards(services: Services, id: number): Promise<VehicleCardData[]> {
  const similar = await services.stock.similarVehicles(id).catch((error: unknown) => {
    reportError(error, { vehicle: String(id), phase: 'similar vehicles' })
    return null
  })
  return (similar ?? []).map(toCardData)
}

/**
 * The page of a vehicle that was sold (410): it says so, shows the vehicles like it and leads to
 * the search of its brand and model. Not in the sitemap (only vehicles on sale are) and linked
 * from nowhere on the site; reached from old links elsewhere (marketplaces, messages, engines).
 */
function soldVehiclePage(
  vehicle: SoldVehicle,
  similar: VehicleCardData[],
  { language, canonicalPath }: { language: Language; canonicalPath: string }
): LoaderResult<VehicleDetailData> {
  const text = messagesOf(pageTitlesMessages, language)
  const name = `${vehicle.title} ${vehicle.trim}`
  // Read as the stock's own search reads a URL: a brand the site does not know is left out.
  const searchQuery = parseStockQuery(
    new URLSearchParams({
      brand: vehicle.brand.slug,
      model: `${vehicle.brand.slug}.${vehicle.model.slug}`,
    })
  )
  return {
    kind: 'page',
    status: 410,
    data: {
      state: 'sold',
      vehicle,
      similar,
      searchHref: stockHref(searchQuery, language),
    },
    meta: {
      title: text.vehicle.soldTitle(name),
      description: text.vehicle.soldDescription(name, vehicle.model.name),
      breadcrumbs: [
        { label: text.crumbs.home, href: pageHref('home', language) },
        { label: text.crumbs.stock, href: pageHref('stock', language) },
        {
          label: vehicle.brand.name,
          href: pageHref('stock', language, { brand: vehicle.brand.slug }),
        },
        { label: name },
      ],
      canonicalPath,
    },
    cacheTags: [`vehicle:${vehicle.id}`, `brand:${vehicle.brand.slug}`],
  }
}

export const vehicleDetailLoader: Loader<'vehicle-detail'> = async ({
  params,
  path,
  services,
  config,
  language,
}) => {
  const text = messagesOf(pageTitlesMessages, language)
  const vocabulary = messagesOf(vehicleVocabularyMessages, language)
  const id = vehicleIdOf(params.vehicle)
  const record = id === null ? null : await services.stock.vehicleOrSold(id)
  // Vehicle-not-found is for ids that never existed; a sold one has a page of its own (410).
  if (!record || (!isSold(record) && record.status === 'sold')) {
    return { kind: 'error', error: notFound('vehicle-not-found', path) }
  }
  const canonicalPath = href('stock-vehicle', { vehicle: record.slug }, undefined, language)
  // One URL per vehicle: an old or mistyped slug, or the wrong brand, moves permanently.
  if (params.vehicle !== record.slug || (params.brand && params.brand !== record.brand.slug)) {
    return { kind: 'redirect', location: canonicalPath }
  }
  const similar = similarCards(services, record.id)
  if (isSold(record)) return soldVehiclePage(record, await similar, { language, canonicalPath })
  const vehicle = record
  const name = `${vehicle.title} ${vehicle.trim}`
  // The dealership is a nice-to-have: the car is still for sale if its details fail to load.
  const [location, similarVehicles] = await Promise.all([
    services.stock.location(vehicle.location.slug).catch((error: unknown) => {
      reportError(error, { vehicle: String(vehicle.id), location: vehicle.location.slug })
      return null
    }),
    similar,
  ])
  const data: VehicleDetailData = {
    state: 'on-sale',
    vehicle,
    dealership: location ? dealership(location, language) : null,
    basePath: path,
    similar: similarVehicles,
    share: { url: canonicalUrl(config.SITE_URL, canonicalPath), title: name },
  }
  const format = formatsFor(language)
  return {
    kind: 'page',
    data,
    meta: {
      title: `${name} – ${format.price(vehicle.price.purchase.amount)}`,
      description: text.vehicle.description({
        category: vocabulary.category[vehicle.category.code],
        name,
        year: vehicle.attributes.constructionYear,
        mileage: format.kilometres(vehicle.attributes.mileage),
        fuel: vocabulary.fuel[vehicle.fuel.code],
        price: format.price(vehicle.price.purchase.amount),
        suffix: priceSuffix(vocabulary, vehicle.price.purchase.suffix),
        location: vehicle.location.name,
      }),
      breadcrumbs: [
        { label: text.crumbs.home, href: pageHref('home', language) },
        { label: text.crumbs.stock, href: pageHref('stock', language) },
        {
          label: vehicle.brand.name,
          href: pageHref('stock', language, { brand: vehicle.brand.slug }),
        },
        { label: name },
      ],
      structuredData: [
        vehicleStructuredData(vehicle, { siteUrl: config.SITE_URL, language, location }),
      ],
      ...(vehicle.images[0]
        ? { preloadImage: vehicle.images[0].url, shareImage: vehicle.images[0] }
        : {}),
      canonicalPath,
      // The sticky bar calls the dealership that has the car.
      ...(location ? { contact: { name: location.name, phone: location.phone } } : {}),
      testDrive: href('stock-vehicle-test-drive', { vehicle: vehicle.slug }, undefined, language),
    },
    cacheTags: [`vehicle:${vehicle.id}`, `brand:${vehicle.brand.slug}`],
  }
}

const modelSortSchema = z.enum(['name', 'price']) satisfies z.ZodType<ModelSort>

/** A query parameter read leniently: an unknown value is no value (never an error page). */
function param<T>(url: URL, name: string, schema: z.ZodType<T>): T | null {
  return schema.safeParse(url.searchParams.get(name)?.trim().toLowerCase()).data ?? null
}

export const brandModelsLoader: Loader<'brand-models'> = async ({
  params,
  path,
  url,
  services,
  language,
}) => {
  const text = messagesOf(pageTitlesMessages, language)
  const vocabulary = messagesOf(vehicleVocabularyMessages, language)
  const brand = params.brand ? await services.stock.brand(params.brand) : null
  if (!brand) return { kind: 'error', error: notFound('brand-not-found', path) }
  const sort = param(url, 'sort', modelSortSchema) ?? 'name'
  const bodyStyle = param(url, 'body_style', bodyStyleSchema)
  const fuel = param(url, 'fuel', fuelSchema)
  const models = brand.models
    .filter((model) => !bodyStyle || model.bodyStyles.includes(bodyStyle))
    .filter((model) => !fuel || model.fuels.includes(fuel))
    .sort((a, b) =>
      sort === 'price'
        ? a.cashPriceFrom.amount - b.cashPriceFrom.amount
        : a.name.localeCompare(b.name, language)
    )
  const data: BrandModelsData = {
    brand: {
      slug: brand.slug,
      name: brand.name,
      description: brand.description,
      logo: brand.logo,
      textLanguage: brand.textLanguage,
    },
    models: models.map((model) => ({
      slug: model.slug,
      name: model.name,
      tagline: model.tagline,
      image: model.image,
      fuels: model.fuels.map((code) => vocabulary.fuel[code]),
      cashPriceFrom: model.cashPriceFrom,
      leasePriceFrom: model.leasePriceFrom,
      stockCount: model.stockCount,
    })),
    total: brand.models.length,
    sort,
    bodyStyle,
    fuel,
    // Only the choices this brand has, each with how many models it keeps.
    bodyStyles: bodyStyleSchema.options
      .map((value) => ({
        value,
        label: vocabulary.bodyStyle[value],
        count: brand.models.filter((model) => model.bodyStyles.includes(value)).length,
      }))
      .filter((option) => option.count > 0),
    fuels: fuelSchema.options
      .map((value) => ({
        value,
        label: vocabulary.fuel[value],
        count: brand.models.filter((model) => model.fuels.includes(value)).length,
      }))
      .filter((option) => option.count > 0),
  }
  return {
    kind: 'page',
    data,
    meta: {
      title: text.brandModels.title(brand.name),
      description: text.brandModels.description(brand.name, brand.models.length),
      breadcrumbs: [
        { label: text.crumbs.home, href: pageHref('home', language) },
        { label: brand.name, href: href('slug', { slug: brand.slug }, undefined, language) },
        { label: text.crumbs.models },
      ],
      // Filtered or re-sorted lists are the same page for search engines.
      canonicalPath: href('brand-models', { brand: brand.slug }, undefined, language),
    },
    cacheTags: [`brand:${brand.slug}`],
  }
}

/**
 * The private-lease offer of a model's version, matched on data: the brand and model slugs and
 * the version's code (`trimCode`), never on the offer's display text ("Air Standard Range
 * 58,3 kWh" is not "Air"). Several offers of one version (two powertrains): the cheapest.
 */
export function cheapestOfferOf(
  offers: readonly LeaseOfferSummary[],
  model: Pick<Model, 'slug' | 'brand'>,
  trimCode: string
): LeaseOfferSummary | null {
  return (
    offers
      .filter(
        (offer) =>
          offer.brand.slug === model.brand.slug &&
          offer.model.slug === model.slug &&
          offer.trimCode === trimCode
      )
      .sort(
        (a, b) =>
          a.configuration.pricePerMonth.inclVat.amount -
          b.configuration.pricePerMonth.inclVat.amount
      )[0] ?? null
  )
}

export const modelDetailLoader: Loader<'model-detail'> = async ({
  params,
  path,
  services,
  config,
  language,
}) => {
  const text = messagesOf(pageTitlesMessages, language)
  const brandSlug = params.brand ?? ''
  const modelSlug = params.model ?? ''
  const model = await services.stock.model(brandSlug, modelSlug)
  if (!model) return { kind: 'error', error: notFound('brand-not-found', path) }
  const stockQuery = { brand: [model.brand.slug], model: [`${model.brand.slug}.${model.slug}`] }
  const [stock, offers] = await Promise.all([
    services.stock
      .search({ ...emptyStockQuery(), ...stockQuery, page_size: 8 })
      .catch((error: unknown) => {
        reportError(error, { model: `${brandSlug}/${modelSlug}` })
        return null
      }),
    services.stock.leaseOffers('private').catch(() => null),
  ])
  const canonicalPath = href(
    'brand-models-model',
    { brand: model.brand.slug, model: model.slug },
    undefined,
    language
  )
  const data: ModelDetailData = {
    model,
    trims: model.trims.map((trim) => {
      const offer = cheapestOfferOf(offers ?? [], model, trim.code)
      return {
        name: trim.name,
        cashPrice: trim.price,
        lease: offer
          ? {
              ...offer.configuration.pricePerMonth.inclVat,
              href: href('slug', { slug: `private-lease/${offer.slug}` }, undefined, language),
            }
          : null,
      }
    }),
    stock: stock
      ? {
          vehicles: stock.vehicles.map(toCardData),
          total: stock.pagination.total,
          href: stockHref(stockQuery, language),
        }
      : null,
    share: {
      url: canonicalUrl(config.SITE_URL, canonicalPath),
      title: `${model.brand.name} ${model.name}`,
    },
  }
  return {
    kind: 'page',
    data,
    meta: {
      title: `${model.brand.name} ${model.name}`,
      description: text.model.description(
        `${model.brand.name} ${model.name}`,
        model.tagline,
        formatsFor(language).price(model.cashPriceFrom.amount),
        priceSuffix(messagesOf(vehicleVocabularyMessages, language), model.cashPriceFrom.suffix)
      ),
      breadcrumbs: [
        { label: text.crumbs.home, href: pageHref('home', language) },
        {
          label: model.brand.name,
          href: href('slug', { slug: model.brand.slug }, undefined, language),
        },
        {
          label: text.crumbs.models,
          href: href('brand-models', { brand: model.brand.slug }, undefined, language),
        },
        { label: model.name },
      ],
      preloadImage: model.image.url,
      shareImage: model.image,
      canonicalPath,
      testDrive: href(
        'brand-models-model-testdrive',
        { brand: model.brand.slug, model: model.slug },
        undefined,
        language
      ),
    },
    cacheTags: [`brand:${model.brand.slug}`, `model:${model.brand.slug}.${model.slug}`],
  }
}
