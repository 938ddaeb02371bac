import { parseArgs } from 'node:util'
import {
  createManagementApiClient,
  type ManagementApiClient,
} from '@storyblok/management-api-client'
import { z } from 'zod'

/**
 * The options `cms:push` and `cms:seed` share, and the Management API client they build
 * (`@storyblok/management-api-client`, the one Storyblok maintains; docs/decisions/0046).
 */

/** Storyblok's EU Management API, the client's own default region. */
export const DEFAULT_BASE_URL = 'https://mapi.storyblok.com'
/** The local space of the embedded default (worker/local-services/content/store.ts). */
export const LOCAL_SPACE_ID = 287341

export type SpaceOptions = {
  spaceId: number
  baseUrl: string
  token: string
  dryRun: boolean
  force: boolean
}

const isLocal = (baseUrl: string) => ['localhost', '127.0.0.1'].includes(new URL(baseUrl).hostname)

/**
 * `--space ID` (or `STORYBLOK_SPACE_ID`; the local space by default on a localhost base URL),
 * `--base-url URL`, `--dry-run`, `--force`; the token from `STORYBLOK_MANAGEMENT_TOKEN`.
 */
export function readSpaceOptions(argv: string[], env: NodeJS.ProcessEnv): SpaceOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      space: { type: 'string' },
      'base-url': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const baseUrl = z
    .url()
    .parse(values['base-url'] ?? env.STORYBLOK_MANAGEMENT_URL ?? DEFAULT_BASE_URL)
  const space =
    values.space ??
    env.STORYBLOK_SPACE_ID ??
    (isLocal(baseUrl) ? String(LOCAL_SPACE_ID) : undefined)
  if (!space) throw new Error('Name the space: --space <id> (or STORYBLOK_SPACE_ID)')
  const token = env.STORYBLOK_MANAGEMENT_TOKEN
  if (!token) {
    throw new Error(
      'Set STORYBLOK_MANAGEMENT_TOKEN (a personal access token; the local space takes demo-management-token)'
    )
  }
  return {
    spaceId: z.coerce.number().int().positive().parse(space),
    baseUrl: baseUrl.replace(/\/+$/, ''),
    token,
    dryRun: values['dry-run'],
    force: values.force,
  }
}

export function spaceClient(
  options: Pick<SpaceOptions, 'spaceId' | 'baseUrl' | 'token'>,
  // Starter plans allow 3 requests a second; the client waits rather than be refused. Tests
  // against the local service, which has no such limit, pass `false`.
  rateLimit: number | false = 3
) {
  return createManagementApiClient({
    personalAccessToken: options.token,
    spaceId: options.spaceId,
    baseUrl: options.baseUrl,
    rateLimit,
  })
}
export type SpaceClient = ManagementApiClient

/**
 * A readable message from a refused request, whichever of Storyblok's 422 shapes it has:
 * `{ "error": "…" }`, `{ "name": ["has already been taken"] }`, or either under `errors`.
 */
export function errorMessage(body: unknown): string {
  const parsed = z
    .union([z.object({ errors: z.unknown() }).transform((value) => value.errors), z.unknown()])
    .parse(body)
  if (typeof parsed === 'string') return parsed
  if (Array.isArray(parsed)) return parsed.map(String).join('; ')
  const record = z.record(z.string(), z.unknown()).safeParse(parsed)
  if (!record.success) return String(parsed)
  const { error, message, ...fields } = record.data
  const head = [error, message].filter((value) => typeof value === 'string')
  const rest = Object.entries(fields).map(
    ([field, messages]) =>
      `${field} ${Array.isArray(messages) ? messages.map(String).join(', ') : JSON.stringify(messages)}`
  )
  return [...head, ...rest].join('; ') || 'refused'
}

/** The data of a client answer, or an Error naming what was refused. */
export function dataOf<T>(
  what: string,
  answer: { data: unknown; error?: { response?: { status: number; data: unknown } } | undefined },
  schema: z.ZodType<T>
): T {
  if (answer.error) {
    const status = answer.error.response?.status ?? 0
    throw new Error(`${what}: ${status} ${errorMessage(answer.error.response?.data)}`)
  }
  return schema.parse(answer.data)
}
