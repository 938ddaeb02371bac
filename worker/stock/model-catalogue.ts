import type { BrandSlug } from '../../client/domain/brand.ts'
import type { ModelCatalogue } from '../../client/domain/stock-query-reader.ts'
import type { StockClient } from './stock-client.ts'

/**
 * The models of the given brands from the stock catalogue (cached for an hour in KV by the
 * client), for reading model filters written by hand. A brand that cannot be read is left out,
 * so the reader falls back on what needs no catalogue.
 */
export async function loadModelCatalogue(
  stock: Pick<StockClient, 'brand'>,
  brands: Iterable<BrandSlug>
): Promise<ModelCatalogue> {
  const entries = await Promise.all(
    [...new Set(brands)].map(async (slug) => {
      const brand = await stock.brand(slug).catch(() => null)
      return brand
        ? ([slug, brand.models.map(({ slug: model, name }) => ({ slug: model, name }))] as const)
        : null
    })
  )
  return new Map(entries.filter((entry) => entry !== null))
}
