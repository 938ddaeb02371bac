import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../worker/index.ts'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { publishStory } from '../../worker/local-services/content/store.ts'
import { appFetch } from './app-fetch.ts'

/**
 * The `/stock` page as an editor publishes it: a page story holding one `stock_overview` block
 * without a preset. Published only when the demo content does not have it already, so the tests
 * exercise the real story once it exists.
 */
export async function ensureStockPage(): Promise<void> {
  const found = await env.DB.prepare(
    `SELECT 1 AS n FROM content_stories WHERE full_slug = 'stock'`
  ).first<{ n: number }>()
  if (found) return
  const now = '2026-11-01T08:00:00.000Z'
  await publishStory(env.DB, {
    id: 990_000_001,
    uuid: '5f2b7c1e-0d4e-4c55-9a8e-5e7d1f0a0001',
    name: 'Stock',
    slug: 'stock',
    full_slug: 'stock',
    created_at: now,
    published_at: now,
    first_published_at: now,
    position: 0,
    is_startpage: false,
    parent_id: 0,
    group_id: '5f2b7c1e-0d4e-4c55-9a8e-5e7d1f0a0002',
    lang: 'default',
    path: null,
    alternates: [],
    translated_slugs: null,
    sort_by_date: null,
    tag_list: [],
    content: {
      _uid: '5f2b7c1e-0d4e-4c55-9a8e-5e7d1f0a0003',
      component: 'page',
      body: [
        {
          _uid: '5f2b7c1e-0d4e-4c55-9a8e-5e7d1f0a0004',
          component: 'stock_overview',
          title: 'Tous nos véhicules en stock',
          brand: '',
          model: '',
          fuel: '',
          body_style: '',
          location: '',
          condition: 'all',
          show_filters: true,
        },
      ],
      seo: { title: 'Stock de véhicules neufs et d’occasion', description: '' },
    },
  })
  // The Worker keys content by generation: forget the one it read before this publication.
  await env.CACHE.delete(CONTENT_GENERATION_KEY)
}

export type OverviewPayload = {
  vehicles: {
    id: number
    slug: string
    price: { purchase: { amount: number } }
    attributes: { mileage: number; constructionYear: number }
  }[]
  pagination: { page: number; pageSize: number; total: number; totalPages: number }
  sort: string
  search: string
  values: Record<string, string[]>
  filters: {
    key: string
    widget: string
    options?: { value: string; label: string; count: number }[]
    brands?: { value: string; count: number; models: { value: string; count: number }[] }[]
    count?: number
    range?: { min: number; max: number } | null
  }[]
}

/** The stock overview block's data of a page, read from the page's navigation payload. */
export async function overviewOf(pathAndQuery: string): Promise<OverviewPayload> {
  const response = await appFetch(`/__data${pathAndQuery}`)
  if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`)
  const payload = (await response.json()) as {
    kind: string
    data: { body: { _uid: string; component: string }[]; blockData: Record<string, unknown> }
  }
  if (payload.kind !== 'page') throw new Error(`${pathAndQuery} is a ${payload.kind}`)
  const block = payload.data.body.find((entry) => entry.component === 'stock_overview')
  const data = block && payload.data.blockData[block._uid]
  if (!data) throw new Error(`${pathAndQuery} has no stock overview data`)
  return data as OverviewPayload
}

/** Vehicles for sale (not sold) matching an SQL condition, counted directly in D1. */
export async function sqlCount(where = '1 = 1', ...params: (string | number)[]): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM vehicles v WHERE v.status != 'sold' AND (${where})`
  )
    .bind(...params)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Fetches a path and waits for its background work (cache writes) to finish. */
export async function fetchAndSettle(path: string): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(new URL(path, 'http://localhost:8787'), { redirect: 'manual' }),
    env,
    ctx
  )
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return response
}

/** Whether the HTML has a `<tag …>` carrying every given attribute, in any order. */
export function hasTag(html: string, tag: string, attributes: string[]): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some((match) =>
    attributes.every((attribute) => match[0].includes(attribute))
  )
}
