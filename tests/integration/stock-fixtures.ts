import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../worker/index.ts'
import { appFetch } from './app-fetch.ts'

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
  notices: string[]
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
  const payload = await response.json<{
    kind: string
    data: { body: { _uid: string; component: string }[]; blockData: Record<string, unknown> }
  }>()
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
