import { z } from 'zod'

/** An optional var, where an empty string (a var left blank in wrangler.toml) means unset. */
function unsetWhenEmpty<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
}

/**
 * The Worker's configuration, validated once per isolate with a readable list of what is missing
 * or wrong. Bindings are checked for presence; vars and secrets for shape.
 */
const configSchema = z.object({
  ENVIRONMENT: z.string().min(1),
  SITE_URL: z.url(),
  USE_MOCKS: z.enum(['true', 'false']).default('false'),
  STORYBLOK_API_URL: z.url(),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1).optional(),
  /** The space the editor's preview links must name (docs/decisions/0042); previews are off without it. */
  STORYBLOK_SPACE_ID: z.string().min(1).optional(),
  STORYBLOK_WEBHOOK_SECRET: z.string().min(1).optional(),
  STOCK_API_URL: z.url(),
  /** The stock API's bearer token (secret): sent as `Authorization: Bearer …` when set. */
  STOCK_API_TOKEN: z.string().min(1).optional(),
  /**
   * `cloudflare`: the stock's pictures are shown resized by Cloudflare Images on the site's zone
   * (`/cdn-cgi/image/…`; docs/decisions/0055). Empty: shown as the API sends them.
   */
  IMAGE_RESIZING: unsetWhenEmpty(z.enum(['cloudflare'])),
  /** Signs the stock system's events (docs/stock-webhook.md); the webhook answers 503 without it. */
  STOCK_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Empty: no CRM webhook, the leads go by e-mail to each dealership (docs/decisions/0051). */
  CRM_WEBHOOK_URL: unsetWhenEmpty(z.url()),
  CRM_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The e-mail API (Resend's contract; locally the embedded mail sink). Empty: no e-mail. */
  MAIL_API_URL: unsetWhenEmpty(z.url()),
  MAIL_API_KEY: z.string().min(1).optional(),
  /** The sender of every e-mail, e.g. `Autosphère <site@autosphere.lu>` (a verified domain). */
  MAIL_FROM: unsetWhenEmpty(z.string().min(3)),
  /** Where alerts go (a dead lead): the operations team's address. */
  OPS_ALERT_EMAIL: unsetWhenEmpty(z.email()),
  /**
   * The visitor's confirmation e-mail after a lead (docs/decisions/0058): `on` unless `off` (a
   * group whose CRM confirms by itself). Needs e-mail configured (MAIL_API_URL, MAIL_FROM).
   */
  LEAD_CONFIRMATION_MAIL: unsetWhenEmpty(z.enum(['on', 'off'])),
  /** Days a delivered lead keeps its personal data (docs/privacy.md); 90 when unset. */
  LEAD_RETENTION_DAYS: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
  ),
  /** Days a spam row keeps its data; 7 when unset. */
  LEAD_SPAM_RETENTION_DAYS: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
  ),
  /**
   * The stock feed the scheduled import reads (docs/stock-feed.md); unset: no scheduled import.
   * Only for a deployment whose stock API is the embedded service fed from a dealer export.
   */
  STOCK_FEED_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  STOCK_FEED_FORMAT: unsetWhenEmpty(z.enum(['mobilede', 'neutral'])),
  /** The dealership of a mobile.de feed (one mobile.de seller account per dealership). */
  STOCK_FEED_LOCATION: unsetWhenEmpty(z.string().regex(/^[a-z0-9-]{1,60}$/)),
  /** Sent as `Authorization: Bearer …` to the feed URL (a secret). */
  STOCK_FEED_TOKEN: z.string().min(1).optional(),
  /** The removal guard: refuse a feed that would mark more of the stock sold; 20 when unset. */
  STOCK_IMPORT_MAX_REMOVED_PERCENT: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().max(100))
  ),
  CONTENT_ASSET_HOST: z.string().min(1),
  SENTRY_DSN: z.url().optional(),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  /** Opens the lead dry-run of `npm run smoke` (worker/api/smoke-lead.ts); without it, no dry run. */
  SMOKE_TOKEN: z.string().min(16).optional(),
  /** Turnstile's public site key: with TURNSTILE_SECRET, the forms show and require the challenge. */
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
})

export type AppConfig = z.infer<typeof configSchema>

const requiredBindings = ['CACHE', 'REDIRECTS', 'DB', 'LEADS_QUEUE'] as const

/** Every binding, var and secret `appConfig` reads; the deploy check finds each in production. */
export const appConfigNames: readonly string[] = [
  ...requiredBindings,
  ...Object.keys(configSchema.shape),
]

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const parsed = new WeakMap<object, AppConfig>()
const configNames = Object.keys(configSchema.shape)
/** The last configuration validated, with the values it was validated from. */
let last: { values: unknown[]; config: AppConfig } | null = null

/** Validated configuration of an `env`; throws a ConfigError naming every problem. */
export function appConfig(env: Env): AppConfig {
  const hit = parsed.get(env)
  if (hit) return hit
  // Monitoring wraps `env` in a new proxy for every request: the same values are the same
  // configuration, validated once per isolate all the same (docs/decisions/0024).
  const values = configNames.map((name) => (env as unknown as Record<string, unknown>)[name])
  const known = last
  if (
    known &&
    values.every((value, index) => value === known.values[index]) &&
    requiredBindings.every((name) => env[name] !== undefined)
  ) {
    parsed.set(env, known.config)
    return known.config
  }
  const problems: string[] = []
  for (const name of requiredBindings) {
    if (!(name in env) || env[name] === undefined) problems.push(`${name}: binding missing`)
  }
  const result = configSchema.safeParse(env)
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  if (problems.length > 0 || !result.success) {
    throw new ConfigError(`Invalid Worker configuration:\n- ${problems.join('\n- ')}`)
  }
  parsed.set(env, result.data)
  last = { values, config: result.data }
  return result.data
}
