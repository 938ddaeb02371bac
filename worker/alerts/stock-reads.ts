import { parseStockQuery } from '../../client/domain/stock-query-reader.ts'
import {
  MAX_PAGE_SIZE,
  stockQueryToSearchParams,
  type StockQuery,
} from '../../client/domain/stock-search.ts'
import type { Vehicle, VehicleSummary } from '../../client/domain/vehicle.ts'
import * as wire from '../stock/contract.ts'
import * as reshape from '../stock/reshape.ts'
import { fetchJson, UpstreamError } from '../upstream/fetch-json.ts'

const TIMEOUT_MS = 8_000
/**
 * Pages read per saved search: an alert sees at most this many × 48 matches. A search wider than
 * that is no search (the whole stock); its newest cars still come first (the default sort).
 */
export const MAX_PAGES = 5

/**
 * Fresh reads of the stock API for the alerts (docs/decisions/0060): not through the page
 * caches, whose copies may be minutes old; a job that runs every five minutes can afford it.
 */
export interface AlertStock {
  /** The ids and summaries of every vehicle matching the search, up to MAX_PAGES pages. */
  matches(search: string): Promise<VehicleSummary[]>
  /** The vehicle, or null when the stock no longer has it. */
  vehicle(id: number): Promise<Vehicle | null>
}

/** The saved form of the overview's filters: canonical, without sort or page. */
export function canonicalSearch(raw: string): string {
  const query: StockQuery = parseStockQuery(new URLSearchParams(raw))
  const params = stockQueryToSearchParams({ ...query, page: 1, page_size: 24 })
  params.delete('sort')
  return params.toString()
}

export function createAlertStock(options: {
  baseUrl: string
  fetch: typeof fetch
  /** `STOCK_API_TOKEN` (contract v1.1): sent as a bearer token when set. */
  token?: string
}): AlertStock {
  const base = options.baseUrl.replace(/\/$/, '')
  const init: RequestInit =
    options.token === undefined ? {} : { headers: { authorization: `Bearer ${options.token}` } }
  const notFoundBody = wire.wireErrorSchema.refine((body) => body.error.code === 'not_found')
  return {
    async matches(search) {
      const found: VehicleSummary[] = []
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = parseStockQuery(new URLSearchParams(search))
        const params = stockQueryToSearchParams({ ...query, page, page_size: MAX_PAGE_SIZE })
        const answer = await fetchJson({
          fetch: options.fetch,
          url: `${base}/vehicles/search?${params.toString()}`,
          schema: wire.wireSearchResponseSchema,
          timeoutMs: TIMEOUT_MS,
          label: 'stock /vehicles/search (alerts)',
          notFoundBody,
          init,
        })
        if (answer === null) throw new UpstreamError('stock search answered 404', 404)
        const result = reshape.reshapeSearch(answer)
        found.push(...result.vehicles)
        if (page >= result.pagination.totalPages) break
      }
      return found
    },
    async vehicle(id) {
      const answer = await fetchJson<{ data: wire.WireVehicle } | wire.WireVehicleGone>({
        fetch: options.fetch,
        url: `${base}/vehicles/${id}`,
        schema: wire.wireVehicleResponseSchema,
        timeoutMs: TIMEOUT_MS,
        label: 'stock /vehicles/:id (alerts)',
        notFoundBody,
        // Sold: the stock answers 410 (contract v1.1), which ends the alert like a 404.
        goneBody: wire.wireVehicleGoneSchema,
        init,
      })
      return answer === null || 'error' in answer ? null : reshape.reshapeVehicle(answer.data)
    },
  }
}
