import { createExecutionContext, createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import mobileDeAds from '../fixtures/stock-feed/mobilede-ads.json?raw'
import neutralCsv from '../fixtures/stock-feed/neutral.csv?raw'
import { PURGE_RECORD_PREFIX } from '../../worker/content/purge-tags.ts'
import { handleStockImportCron, STOCK_IMPORT_CRON } from '../../worker/stock-feed/handler.ts'
import type { FeedSettings } from '../../worker/stock-feed/parse-feed.ts'
import { appFetch } from './app-fetch.ts'

const FEED_URL = 'https://dms.example.net/export/stock'

/** The feed host, and nothing else: any other outbound request fails the test. */
function feedServer(body: string, init: ResponseInit = {}): typeof fetch {
  return async (input) => {
    const url = new Request(input).url
    if (url !== FEED_URL) throw new Error(`unexpected request to ${url}`)
    return new Response(body, init)
  }
}

async function runCron(
  body: string,
  settings: FeedSettings,
  options: { now?: Date; init?: ResponseInit } = {}
) {
  const alerts: { message: string; tags: Record<string, string> }[] = []
  const outcome = await handleStockImportCron(
    createScheduledController({ cron: STOCK_IMPORT_CRON }),
    env,
    createExecutionContext(),
    {
      feed: { url: FEED_URL, settings },
      fetch: feedServer(body, options.init),
      now: () => options.now ?? new Date('2026-11-20T03:07:00Z'),
      capture: (message, tags) => alerts.push({ message, tags }),
    }
  )
  return { outcome, alerts }
}

const mobile: FeedSettings = { format: 'mobilede', location: 'bertrange', thisYear: 2026 }
const neutral: FeedSettings = { format: 'neutral', thisYear: 2026 }

const idOf = async (ref: string) =>
  z
    .object({ id: z.number() })
    .parse(await env.DB.prepare('SELECT id FROM vehicles WHERE feed_ref = ?').bind(ref).first()).id

describe('the scheduled stock import (workerd, local D1)', () => {
  it('does nothing without a feed configured', async () => {
    const outcome = await handleStockImportCron(
      createScheduledController({ cron: STOCK_IMPORT_CRON }),
      env,
      createExecutionContext()
    )
    expect(outcome).toBeNull()
  })

  it('imports both formats; the stock service lists the cars; the purge names their pages and the searches', async () => {
    const first = await runCron(mobileDeAds, mobile)
    expect(first.outcome?.status).toBe('applied')
    const second = await runCron(neutralCsv, neutral)
    expect(second.outcome?.status).toBe('applied')
    // Each skipped row is an alert with its line.
    expect(second.alerts.map((a) => a.tags.skipped)).toEqual([
      expect.stringMatching(/^line 5: price: /),
    ])
    const onSale = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM vehicles WHERE feed_source IS NOT NULL AND status = 'available'"
    ).first()
    expect(onSale).toEqual({ n: 6 })
    const kia = await idOf('BT-24-0117')
    const search = z
      .object({
        data: z.array(
          z.object({
            id: z.number(),
            title: z.string(),
            images: z.array(z.object({ url: z.string() })),
          })
        ),
      })
      .parse(
        await (
          await appFetch(
            `/__local/stock/v1/vehicles?ids=${kia},${await idOf('BT-24-0118')},${await idOf('BT-25-0003')}`
          )
        ).json()
      )
    const imported = search.data
    expect(imported.every((v) => v.images[0]?.url.startsWith('https://img.classistatic.de/'))).toBe(
      true
    )
    expect(imported.map((v) => v.title).sort()).toEqual([
      'Ford Focus',
      'Hyundai Ioniq 5',
      'Kia Picanto',
    ])
    const page = await appFetch(`/__local/stock/v1/vehicles/${kia}`)
    expect(
      z
        .object({
          data: z.object({ price: z.object({ purchase: z.object({ amount: z.number() }) }) }),
        })
        .parse(await page.json()).data.price.purchase.amount
    ).toBe(15_490)
    for (const tag of [`vehicle:${kia}`, 'model:kia.picanto', 'brand:kia', 'stock-search'])
      expect(await env.CACHE.get(`${PURGE_RECORD_PREFIX}${tag}`), tag).not.toBeNull()
  })

  it('a price change purges the vehicle and forgets its cached copy; a missing car becomes sold', async () => {
    await runCron(neutralCsv, neutral)
    const jeep = await idOf('N-1002')
    await env.CACHE.put(`stock:v1:/vehicles/${jeep}`, 'a cached answer')
    const cheaper = neutralCsv
      .replace(';niederkorn;29900;', ';niederkorn;28490;')
      .split('\n')
      .filter((line) => !line.startsWith('N-1003'))
      .join('\n')
    const { outcome } = await runCron(cheaper, neutral, { now: new Date('2026-11-21T03:07:00Z') })
    expect(outcome?.status === 'applied' && outcome.result.counts).toMatchObject({
      price_changed: 1,
      sold: 1,
    })
    expect(await env.CACHE.get(`stock:v1:/vehicles/${jeep}`)).toBeNull()
    const history = await env.DB.prepare(
      'SELECT old_price, new_price FROM vehicle_price_history WHERE vehicle_id = ?'
    )
      .bind(jeep)
      .all()
    expect(history.results).toEqual([{ old_price: 29_900, new_price: 28_490 }])
    const fiat = await env.DB.prepare(
      "SELECT status, sold_at FROM vehicles WHERE feed_ref = 'N-1003'"
    ).first()
    expect(fiat).toEqual({ status: 'sold', sold_at: '2026-11-21T03:07:00.000Z' })
  })

  it('refuses a download cut short and an empty feed, alerts, and leaves the stock', async () => {
    await runCron(neutralCsv, neutral)
    const cut = await runCron(neutralCsv.slice(0, 200), neutral, {
      init: { headers: { 'content-length': String(new TextEncoder().encode(neutralCsv).length) } },
    })
    expect(cut.outcome).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/ended after 200 of/),
    })
    expect(cut.alerts[0]?.message).toMatch(/Stock import failed/)
    const empty = await runCron('', neutral, { now: new Date('2026-11-20T04:07:00Z') })
    expect(empty.outcome?.status).toBe('refused')
    expect(empty.alerts[0]?.tags.reason).toMatch(/no readable vehicle while 3 are on sale/)
    const unreachable = await runCron('', neutral, {
      now: new Date('2026-11-20T05:07:00Z'),
      init: { status: 503 },
    })
    expect(unreachable.outcome).toEqual({
      status: 'failed',
      reason: 'the feed URL answered HTTP 503',
    })
    const sold = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM vehicles WHERE status = 'sold' AND feed_source = 'neutral'"
    ).first()
    expect(sold).toEqual({ n: 0 })
  })

  it('tags the pages showing stock searches, so an import purges them', async () => {
    const stock = await appFetch('/stock')
    expect(stock.headers.get('cache-tag')?.split(',')).toContain('stock-search')
    const contact = await appFetch('/contact')
    expect(contact.headers.get('cache-tag')?.split(',')).not.toContain('stock-search')
  })
})
