import { describe, expect, it } from 'vitest'
import { routeTable } from '../../client/routes/route-table.ts'
import { appFetch } from './app-fetch.ts'

/** A path per route with well-formed parameters, and one with a malformed vehicle. */
const samples: Record<string, { valid: string; malformed?: string }> = {
  'stock-compare___fr': { valid: '/stock/comparer' },
  'stock-favorite___fr': { valid: '/stock/favoris' },
  'stock-vehicle___fr': { valid: '/stock/999999-1-kia-sportage', malformed: '/stock/kia-sportage' },
  'stock-vehicle-interest___fr': {
    valid: '/stock/999999-1-kia-ceed/interessee',
    malformed: '/stock/1-2-kia/interessee',
  },
  'stock-vehicle-test-drive___fr': {
    valid: '/stock/999999-1-kia-ceed/essai-routier',
    malformed: '/stock/x/essai-routier',
  },
  'stock-vehicle-lease-calculator___fr': {
    valid: '/stock/999999-1-kia-ceed/lease-calculator',
    malformed: '/stock/12-/lease-calculator',
  },
  'brand-models___fr': { valid: '/nobrand/models' },
  'brand-models-model___fr': { valid: '/nobrand/models/nomodel' },
  'brand-models-model-contact___fr': { valid: '/nobrand/models/nomodel/contact' },
  'brand-models-model-testdrive___fr': { valid: '/nobrand/models/nomodel/testdrive' },
  'brand-locations-location___fr': { valid: '/kia/locations/nowhere' },
  'locations-location___fr': { valid: '/concessions/nowhere' },
  'brand-stock-vehicle___fr': {
    valid: '/kia/stock/999999-1-kia-ceed',
    malformed: '/kia/stock/ceed',
  },
  'brand-stock-vehicle-interest___fr': {
    valid: '/kia/stock/999999-1-kia-ceed/interest',
    malformed: '/kia/stock/ceed/interest',
  },
  'brand-stock-vehicle-testdrive___fr': {
    valid: '/kia/stock/999999-1-kia-ceed/testdrive',
    malformed: '/kia/stock/ceed/testdrive',
  },
  'brand-stock-vehicle-lease-calculator___fr': {
    valid: '/kia/stock/999999-1-kia-ceed/lease-calculator',
    malformed: '/kia/stock/ceed/lease-calculator',
  },
  'legal-notice___fr': { valid: '/mentions-legales' },
  slug___fr: { valid: '/' },
}

async function payload(path: string) {
  const response = await appFetch(`/__data${path === '/' ? '' : path}`)
  expect(response.status).toBe(200)
  return await response.json<{
    kind: string
    routeId: string
    status: number
    error?: { type: string; message: string }
  }>()
}

describe('every route of the table', () => {
  it('has a sample here', () => {
    expect(Object.keys(samples).sort()).toEqual(routeTable.map((route) => route.id).sort())
  })

  it.each(routeTable.map((route) => route.id))('%s dispatches to its own route', async (id) => {
    const body = await payload(samples[id]!.valid)
    expect(body.routeId).toBe(id)
  })

  it.each(Object.entries(samples).filter(([, s]) => s.malformed))(
    '%s refuses a malformed vehicle with 404 "Page Not Found: {path}"',
    async (_id, sample) => {
      const response = await appFetch(sample.malformed!)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain(`<title>404 - Page Not Found: ${sample.malformed}</title>`)
      expect(html).toContain('data-error-type="page-not-found"')
    }
  )
})
