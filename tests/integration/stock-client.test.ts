import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { emptyStockQuery } from '../../client/domain/stock-search.ts'
import { createLocalStockService } from '../../worker/local-services/stock/service.ts'
import { createStockClient } from '../../worker/stock/stock-client.ts'

/** The real client against the local stock service, with a switch to take the upstream down. */
function client() {
  const service = createLocalStockService()
  let down = false
  const background: Promise<unknown>[] = []
  const stock = createStockClient({
    baseUrl: `http://stock.local.test/v1`,
    kv: env.CACHE,
    waitUntil: (p) => background.push(p),
    fetch: async (input, init) => {
      if (down) throw new TypeError('connection refused')
      return service.fetch(new Request(input, init), env)
    },
  })
  return { stock, takeDown: () => (down = true), settle: () => Promise.all(background.splice(0)) }
}

describe('stock client', () => {
  it('searches with the normalized query and reshapes to app types', async () => {
    const { stock } = client()
    const result = await stock.search({ ...emptyStockQuery(), fuel: ['electric'] })
    expect(result?.pagination.total).toBeGreaterThan(0)
    expect(result?.vehicles.every((v) => v.fuel.code === 'electric')).toBe(true)
  })

  it('answers null for an unknown vehicle', async () => {
    const { stock } = client()
    expect(await stock.vehicle(999_999_999)).toBeNull()
  })

  it('keeps serving cached results when the stock API is down', async () => {
    const { stock, takeDown, settle } = client()
    const query = { ...emptyStockQuery(), fuel: ['diesel' as const] }
    const first = await stock.search(query)
    await settle()
    takeDown()
    const second = await stock.search(query)
    expect(second?.pagination.total).toBe(first?.pagination.total)
    expect(second?.pagination.total).toBeGreaterThan(0)
  })
})
