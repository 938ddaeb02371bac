import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { D1DatabaseLike } from '../d1.ts'
import { LOCAL_SPACE, readSpace } from '../store.ts'

/**
 * The local Management API's HTTP habits, as Storyblok's (docs/decisions/0047): a personal access
 * token in `Authorization` (no `Bearer`; an OAuth-style `Bearer …` of the same token is taken
 * too), the space in the path, JSON bodies wrapped in the resource's name, and 422 bodies keyed
 * by field (`{ "name": ["has already been taken"] }`).
 */

/** The documented token of the local space (README, docs/editors.md). Not a secret: local only. */
export const LOCAL_MANAGEMENT_TOKEN = 'demo-management-token'

export type ManagementBindings = {
  DB: D1DatabaseLike
  STORYBLOK_WEBHOOK_SECRET?: string
  /**
   * Where the space's publish webhook goes: the Worker's own app (the HTTP bridge hands it in),
   * so the signed event runs the Worker's webhook route exactly as Storyblok's POST does.
   */
  LOCAL_WEBHOOK_DISPATCH?: (request: Request) => Promise<Response>
}
export type ManagementEnv = { Bindings: ManagementBindings }
export type MCtx = Context<ManagementEnv>

/** 401 without the token; 404 for another space than the local one (as for a space not yours). */
export function requireManagementToken(): MiddlewareHandler<ManagementEnv> {
  return async function localManagementToken(c, next) {
    const header = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim()
    if (header !== LOCAL_MANAGEMENT_TOKEN) return c.json({ error: 'Unauthorized' }, 401)
    const spaceId = c.req.param('space_id')
    if (spaceId !== undefined && spaceId !== String(LOCAL_SPACE.spaceId)) {
      return c.json({ error: 'Not found' }, 404)
    }
    await next()
  }
}

/** A query or body flag as both of Storyblok's references write it: `1`, `true`, or JSON `true`. */
export const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.string()])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')

/** The request's JSON body, or a 422 in Storyblok's shape. */
export async function readBody<T extends z.ZodType>(
  c: MCtx,
  schema: T
): Promise<z.output<T> | Response> {
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    return c.json({ error: 'Body is not JSON' }, 422)
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  return c.json(fieldErrors(parsed.error), 422)
}

/** zod issues as Storyblok's 422 body: field → messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.filter((part) => typeof part !== 'symbol').at(-1)
    const field = key === undefined ? 'base' : String(key)
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

export const idParam = z.coerce.number().int().positive()

export async function spaceCv(db: D1DatabaseLike): Promise<number> {
  return (await readSpace(db))?.cv ?? 0
}
