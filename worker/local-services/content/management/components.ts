import type { Hono } from 'hono'
import { z } from 'zod'
import type { D1DatabaseLike } from '../d1.ts'
import { idParam, readBody, type ManagementEnv } from './mapi-http.ts'

/**
 * `components` and `component_groups` of the local space: the block library `npm run cms:push`
 * writes and `content-check.ts` checks stories against. Stored as Storyblok's JSON.
 */

const componentInputSchema = z.looseObject({
  name: z.string().trim().min(1, "can't be blank"),
  display_name: z.string().nullish(),
  description: z.string().nullish(),
  is_root: z.boolean().optional(),
  is_nestable: z.boolean().optional(),
  component_group_uuid: z.string().nullish(),
  schema: z.record(z.string(), z.looseObject({ type: z.string().min(1) })).optional(),
})

const componentRowSchema = z.object({
  id: z.number().int(),
  json: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})

export type StoredComponent = z.infer<typeof componentInputSchema> & {
  id: number
  created_at: string
  updated_at: string
  schema: Record<string, { type: string } & Record<string, unknown>>
}

function toComponent(row: unknown): StoredComponent {
  const parsed = componentRowSchema.parse(row)
  const component = componentInputSchema.parse(JSON.parse(parsed.json))
  return {
    ...component,
    schema: component.schema ?? {},
    id: parsed.id,
    created_at: parsed.created_at,
    updated_at: parsed.updated_at,
  }
}

export async function listComponents(db: D1DatabaseLike): Promise<StoredComponent[]> {
  const { results } = await db
    .prepare('SELECT id, json, created_at, updated_at FROM content_components ORDER BY id')
    .all()
  return results.map(toComponent)
}

async function findComponent(db: D1DatabaseLike, key: number | string) {
  const row = await db
    .prepare(
      `SELECT id, json, created_at, updated_at FROM content_components WHERE ${typeof key === 'number' ? 'id' : 'name'} = ?`
    )
    .bind(key)
    .first()
  return row ? toComponent(row) : null
}

const groupRowSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() })
const groupInputSchema = z.object({ name: z.string().trim().min(1, "can't be blank") })

async function listGroups(db: D1DatabaseLike) {
  const { results } = await db
    .prepare('SELECT id, uuid, name FROM content_component_groups ORDER BY id')
    .all()
  return results.map((row) => ({
    ...groupRowSchema.parse(row),
    parent_id: null,
    parent_uuid: null,
  }))
}

async function nextId(db: D1DatabaseLike, table: string, floor: number): Promise<number> {
  const row = await db.prepare(`SELECT max(id) AS id FROM ${table}`).first<{ id: number | null }>()
  return Math.max(floor, (row?.id ?? 0) + 1)
}

const TAKEN = { name: ['has already been taken'] }

export function componentRoutes(app: Hono<ManagementEnv>): void {
  const base = '/v1/spaces/:space_id'

  app.get(`${base}/components`, async (c) => {
    const [components, groups] = await Promise.all([listComponents(c.env.DB), listGroups(c.env.DB)])
    return c.json({ components, component_groups: groups })
  })

  app.get(`${base}/components/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const component = id.success ? await findComponent(c.env.DB, id.data) : null
    return component ? c.json({ component }) : c.json({ error: 'Not found' }, 404)
  })

  app.post(`${base}/components`, async (c) => {
    const body = await readBody(c, z.object({ component: componentInputSchema }))
    if (body instanceof Response) return body
    const input = body.component
    if (await findComponent(c.env.DB, input.name)) return c.json(TAKEN, 422)
    const now = new Date().toISOString()
    const id = await nextId(c.env.DB, 'content_components', 100_001)
    await c.env.DB.prepare(
      'INSERT INTO content_components (id, name, json, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'
    )
      .bind(id, input.name, JSON.stringify(withDefaults(input)), now, now)
      .run()
    return c.json({ component: await findComponent(c.env.DB, id) }, 201)
  })

  app.put(`${base}/components/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const existing = id.success ? await findComponent(c.env.DB, id.data) : null
    if (!existing) return c.json({ error: 'Not found' }, 404)
    const body = await readBody(c, z.object({ component: componentInputSchema.partial() }))
    if (body instanceof Response) return body
    const { id: _id, created_at: _created, updated_at: _updated, ...current } = existing
    const next = withDefaults({
      ...current,
      ...body.component,
      name: body.component.name ?? current.name,
    })
    const other = await findComponent(c.env.DB, next.name)
    if (other && other.id !== existing.id) return c.json(TAKEN, 422)
    await c.env.DB.prepare(
      'UPDATE content_components SET name = ?, json = ?, updated_at = ? WHERE id = ?'
    )
      .bind(next.name, JSON.stringify(next), new Date().toISOString(), existing.id)
      .run()
    return c.json({ component: await findComponent(c.env.DB, existing.id) })
  })

  app.delete(`${base}/components/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const existing = id.success ? await findComponent(c.env.DB, id.data) : null
    if (!existing) return c.json({ error: 'Not found' }, 404)
    await c.env.DB.prepare('DELETE FROM content_components WHERE id = ?').bind(existing.id).run()
    return c.json({ component: existing })
  })

  app.get(`${base}/component_groups`, async (c) =>
    c.json({ component_groups: await listGroups(c.env.DB) })
  )

  app.get(`${base}/component_groups/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const group = (await listGroups(c.env.DB)).find((item) => id.success && item.id === id.data)
    return group ? c.json({ component_group: group }) : c.json({ error: 'Not found' }, 404)
  })

  app.post(`${base}/component_groups`, async (c) => {
    const body = await readBody(c, z.object({ component_group: groupInputSchema }))
    if (body instanceof Response) return body
    const groups = await listGroups(c.env.DB)
    if (groups.some((group) => group.name === body.component_group.name)) return c.json(TAKEN, 422)
    const id = await nextId(c.env.DB, 'content_component_groups', 200_001)
    const uuid = crypto.randomUUID()
    await c.env.DB.prepare('INSERT INTO content_component_groups (id, uuid, name) VALUES (?, ?, ?)')
      .bind(id, uuid, body.component_group.name)
      .run()
    return c.json(
      {
        component_group: {
          id,
          uuid,
          name: body.component_group.name,
          parent_id: null,
          parent_uuid: null,
        },
      },
      201
    )
  })

  app.put(`${base}/component_groups/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const group = (await listGroups(c.env.DB)).find((item) => id.success && item.id === id.data)
    if (!group) return c.json({ error: 'Not found' }, 404)
    const body = await readBody(c, z.object({ component_group: groupInputSchema }))
    if (body instanceof Response) return body
    await c.env.DB.prepare('UPDATE content_component_groups SET name = ? WHERE id = ?')
      .bind(body.component_group.name, group.id)
      .run()
    return c.json({ component_group: { ...group, name: body.component_group.name } })
  })

  app.delete(`${base}/component_groups/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const group = (await listGroups(c.env.DB)).find((item) => id.success && item.id === id.data)
    if (!group) return c.json({ error: 'Not found' }, 404)
    await c.env.DB.prepare('DELETE FROM content_component_groups WHERE id = ?').bind(group.id).run()
    return c.json({ component_group: group })
  })
}

/** What Storyblok fills in on a component it stores. */
function withDefaults<T extends z.infer<typeof componentInputSchema>>(component: T) {
  return {
    ...component,
    display_name: component.display_name ?? null,
    is_root: component.is_root ?? false,
    is_nestable: component.is_nestable ?? true,
    component_group_uuid: component.component_group_uuid ?? null,
    schema: component.schema ?? {},
  }
}
