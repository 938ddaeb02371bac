import type { Hono } from 'hono'
import { z } from 'zod'
import type { D1DatabaseLike } from '../d1.ts'
import { idParam, readBody, type ManagementEnv } from './mapi-http.ts'

/**
 * `datasources` and `datasource_entries` of the local Management API, over the tables the
 * Content Delivery side reads (`cdn/datasources`, `cdn/datasource_entries`): an entry written
 * here is what the site's next read of the datasource gets.
 */

const datasourceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  dimensions: z.string(),
})
const entryRow = z.object({
  id: z.number().int(),
  datasource_id: z.number().int(),
  name: z.string(),
  value: z.string(),
  dimension_values: z.string(),
})

const datasourceInput = z.object({
  name: z.string().trim().min(1, "can't be blank"),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'is invalid'),
})
const entryInput = z.object({
  name: z.string().min(1, "can't be blank"),
  value: z.string(),
  datasource_id: z.coerce.number().int().positive(),
})

function datasourceJson(row: unknown) {
  const parsed = datasourceRow.parse(row)
  return {
    id: parsed.id,
    name: parsed.name,
    slug: parsed.slug,
    dimensions: z.array(z.unknown()).parse(JSON.parse(parsed.dimensions)),
  }
}

function entryJson(row: unknown) {
  const parsed = entryRow.parse(row)
  return {
    id: parsed.id,
    name: parsed.name,
    value: parsed.value,
    datasource_id: parsed.datasource_id,
    dimension_value: null,
  }
}

async function findDatasource(db: D1DatabaseLike, key: { id: number } | { slug: string }) {
  const row = await db
    .prepare(
      `SELECT id, name, slug, dimensions FROM content_datasources WHERE ${'id' in key ? 'id' : 'slug'} = ?`
    )
    .bind('id' in key ? key.id : key.slug)
    .first()
  return row ? datasourceJson(row) : null
}

async function findEntry(db: D1DatabaseLike, id: number) {
  const row = await db
    .prepare(
      'SELECT id, datasource_id, name, value, dimension_values FROM content_datasource_entries WHERE id = ?'
    )
    .bind(id)
    .first()
  return row ? entryJson(row) : null
}

async function nextId(db: D1DatabaseLike, table: string, floor: number): Promise<number> {
  const row = await db.prepare(`SELECT max(id) AS id FROM ${table}`).first<{ id: number | null }>()
  return Math.max(floor, (row?.id ?? 0) + 1)
}

export function datasourceRoutes(app: Hono<ManagementEnv>): void {
  const base = '/v1/spaces/:space_id'

  app.get(`${base}/datasources`, async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT id, name, slug, dimensions FROM content_datasources ORDER BY id'
    ).all()
    return c.json({ datasources: results.map(datasourceJson) })
  })

  app.get(`${base}/datasources/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const found = id.success ? await findDatasource(c.env.DB, { id: id.data }) : null
    return found ? c.json({ datasource: found }) : c.json({ error: 'Not found' }, 404)
  })

  app.post(`${base}/datasources`, async (c) => {
    const body = await readBody(c, z.object({ datasource: datasourceInput }))
    if (body instanceof Response) return body
    if (await findDatasource(c.env.DB, { slug: body.datasource.slug }))
      return c.json({ slug: ['has already been taken'] }, 422)
    const id = await nextId(c.env.DB, 'content_datasources', 95_001)
    await c.env.DB.prepare(
      'INSERT INTO content_datasources (id, name, slug, dimensions) VALUES (?, ?, ?, ?)'
    )
      .bind(id, body.datasource.name, body.datasource.slug, '[]')
      .run()
    return c.json({ datasource: await findDatasource(c.env.DB, { id }) }, 201)
  })

  app.put(`${base}/datasources/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const found = id.success ? await findDatasource(c.env.DB, { id: id.data }) : null
    if (!found) return c.json({ error: 'Not found' }, 404)
    const body = await readBody(c, z.object({ datasource: datasourceInput.partial() }))
    if (body instanceof Response) return body
    const next = { ...found, ...body.datasource }
    await c.env.DB.prepare('UPDATE content_datasources SET name = ?, slug = ? WHERE id = ?')
      .bind(next.name, next.slug, found.id)
      .run()
    return c.json({ datasource: await findDatasource(c.env.DB, { id: found.id }) })
  })

  app.delete(`${base}/datasources/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const found = id.success ? await findDatasource(c.env.DB, { id: id.data }) : null
    if (!found) return c.json({ error: 'Not found' }, 404)
    await c.env.DB.batch([
      c.env.DB.prepare('DELETE FROM content_datasource_entries WHERE datasource_id = ?').bind(
        found.id
      ),
      c.env.DB.prepare('DELETE FROM content_datasources WHERE id = ?').bind(found.id),
    ])
    return c.json({ datasource: found })
  })

  app.get(`${base}/datasource_entries`, async (c) => {
    const query = z
      .object({
        datasource_id: z.coerce.number().int().optional(),
        datasource_slug: z.string().optional(),
      })
      .safeParse(c.req.query())
    if (!query.success) return c.json({ error: 'Invalid query' }, 422)
    const source = query.data.datasource_id
      ? await findDatasource(c.env.DB, { id: query.data.datasource_id })
      : query.data.datasource_slug
        ? await findDatasource(c.env.DB, { slug: query.data.datasource_slug })
        : null
    if (!source) return c.json({ error: 'Not found' }, 404)
    const { results } = await c.env.DB.prepare(
      `SELECT id, datasource_id, name, value, dimension_values FROM content_datasource_entries
       WHERE datasource_id = ? ORDER BY position, id`
    )
      .bind(source.id)
      .all()
    return c.json({ datasource_entries: results.map(entryJson) })
  })

  app.post(`${base}/datasource_entries`, async (c) => {
    const body = await readBody(c, z.object({ datasource_entry: entryInput }))
    if (body instanceof Response) return body
    const entry = body.datasource_entry
    if (!(await findDatasource(c.env.DB, { id: entry.datasource_id })))
      return c.json({ datasource_id: ['is invalid'] }, 422)
    const id = await nextId(c.env.DB, 'content_datasource_entries', 96_001)
    const position = await c.env.DB.prepare(
      'SELECT count(*) AS n FROM content_datasource_entries WHERE datasource_id = ?'
    )
      .bind(entry.datasource_id)
      .first<{ n: number }>()
    await c.env.DB.prepare(
      `INSERT INTO content_datasource_entries (id, datasource_id, position, name, value, dimension_values)
       VALUES (?, ?, ?, ?, ?, '{}')`
    )
      .bind(id, entry.datasource_id, position?.n ?? 0, entry.name, entry.value)
      .run()
    return c.json({ datasource_entry: await findEntry(c.env.DB, id) }, 201)
  })

  app.put(`${base}/datasource_entries/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const found = id.success ? await findEntry(c.env.DB, id.data) : null
    if (!found) return c.json({ error: 'Not found' }, 404)
    const body = await readBody(c, z.object({ datasource_entry: entryInput.partial() }))
    if (body instanceof Response) return body
    const next = { ...found, ...body.datasource_entry }
    await c.env.DB.prepare('UPDATE content_datasource_entries SET name = ?, value = ? WHERE id = ?')
      .bind(next.name, next.value, found.id)
      .run()
    return c.json({ datasource_entry: await findEntry(c.env.DB, found.id) })
  })

  app.delete(`${base}/datasource_entries/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const found = id.success ? await findEntry(c.env.DB, id.data) : null
    if (!found) return c.json({ error: 'Not found' }, 404)
    await c.env.DB.prepare('DELETE FROM content_datasource_entries WHERE id = ?')
      .bind(found.id)
      .run()
    return c.json({ datasource_entry: found })
  })
}
