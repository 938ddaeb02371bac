import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { dataRequests } from './data-requests.ts'

const app = new Hono<AppEnv>().use(dataRequests()).get('*', (c) => c.json(c.get('pageRequest')))

const pageRequest = async (path: string) => (await app.request(path)).json()

describe('dataRequests', () => {
  it('tells a payload request by its prefix, and gives the page’s path without it', async () => {
    expect(await pageRequest('/__data/stock?fuel=diesel')).toEqual({
      asData: true,
      path: '/stock',
    })
    expect(await pageRequest('/__data')).toEqual({ asData: true, path: '/' })
    expect(await pageRequest('/__data/fr/nouvelles')).toEqual({
      asData: true,
      path: '/fr/nouvelles',
    })
  })

  it('leaves documents as they are', async () => {
    expect(await pageRequest('/')).toEqual({ asData: false, path: '/' })
    expect(await pageRequest('/stock/comparer')).toEqual({
      asData: false,
      path: '/stock/comparer',
    })
    expect(await pageRequest('/__datastock')).toEqual({ asData: false, path: '/__datastock' })
  })

  it('keeps the page’s path as sent (loaders read it encoded)', async () => {
    expect(await pageRequest('/__data/services/pneus%20hiver')).toEqual({
      asData: true,
      path: '/services/pneus%20hiver',
    })
  })
})
