/**
 * Configuration parity between what the Worker reads and what production gives it: every
 * binding, var and secret the code reads (`Env` from `wrangler types`, `appConfig`'s names in
 * worker/env.ts, the zone-purge secrets the CMS webhook reads) and every name bound locally must
 * exist in `[env.production]` of wrangler.toml or be a secret listed in docs/deploying.md
 * ("## Secrets"). Vars are not inherited by a named environment, so a binding added locally alone
 * would reach production as `undefined`; this comparison makes that a failing test instead of a
 * failed deploy. The guide must also show the creation command of every resource, and production
 * must keep its structure (its own domain only, Workers Logs, the Workers Cache decision). The
 * values themselves (ids, hosts) are placeholders in the repository: `npm run deploy:preflight`
 * refuses those (scripts/deploy/preflight-checks.ts).
 */

/** The parts of a Wrangler configuration (raw, resolved or built) this check reads. */
export interface WranglerConfigLike {
  vars?: Record<string, unknown>
  queues?: {
    producers?: { binding: string; queue: string }[]
    consumers?: { queue: string; dead_letter_queue?: string }[]
  }
  d1_databases?: { binding: string; database_name?: string }[]
  kv_namespaces?: { binding: string }[]
  durable_objects?: { bindings?: { name: string }[] }
  triggers?: { crons?: string[] }
  workers_dev?: boolean
  preview_urls?: boolean
  routes?: unknown[]
  observability?: { enabled?: boolean }
  cache?: { enabled?: boolean }
  [key: string]: unknown
}

const bindingOf = (item: unknown): string | undefined =>
  item && typeof item === 'object' && 'binding' in item && typeof item.binding === 'string'
    ? item.binding
    : undefined

/** Names a configuration puts on `env`: bindings of every kind, then vars. */
export function configNames(config: WranglerConfigLike): Set<string> {
  const names = new Set<string>()
  for (const [key, value] of Object.entries(config)) {
    if (key === 'vars') continue
    // kv_namespaces, d1_databases, r2_buckets… are lists; assets, ai, browser… single objects.
    for (const item of Array.isArray(value) ? value : [value]) {
      const name = bindingOf(item)
      if (name) names.add(name)
    }
  }
  for (const producer of config.queues?.producers ?? []) names.add(producer.binding)
  for (const object of config.durable_objects?.bindings ?? []) names.add(object.name)
  for (const name of Object.keys(config.vars ?? {})) names.add(name)
  return names
}

/** The members of the `Env` interface that `wrangler types` wrote. */
export function envInterfaceNames(declarations: string): string[] {
  const body = /interface (?:__BaseEnv_Env|Env) \{([^}]*)\}/.exec(declarations)?.[1]
  if (body === undefined) throw new Error('worker-configuration.d.ts declares no Env interface')
  return [...body.matchAll(/^\s*([A-Za-z_]\w*)\??:/gm)].map((match) => match[1]!)
}

/** The guide's "## Secrets" section, up to the next second-level heading. */
export function secretsSection(guide: string): string {
  const start = guide.indexOf('\n## Secrets')
  if (start < 0) return ''
  const next = guide.indexOf('\n## ', start + 1)
  return guide.slice(start, next < 0 ? undefined : next)
}

/** Secrets the guide asks for: the list items of "## Secrets" that open with a backquoted NAME. */
export function guideSecrets(guide: string): string[] {
  return [...secretsSection(guide).matchAll(/^[ \t]*[-*] `([A-Z][A-Z0-9_]*)`/gm)].map(
    (match) => match[1]!
  )
}

/** Resources production needs created, each with the command the README must show. */
function creationCommands(production: WranglerConfigLike): string[] {
  const queues = new Set<string>()
  for (const producer of production.queues?.producers ?? []) queues.add(producer.queue)
  for (const consumer of production.queues?.consumers ?? []) {
    queues.add(consumer.queue)
    if (consumer.dead_letter_queue) queues.add(consumer.dead_letter_queue)
  }
  return [
    ...(production.kv_namespaces ?? []).map((kv) => `wrangler kv namespace create ${kv.binding}`),
    // The jurisdiction is set at creation only, and the leads table holds personal data.
    ...(production.d1_databases ?? []).map(
      (db) => `wrangler d1 create ${db.database_name} --jurisdiction eu`
    ),
    ...[...queues].map((queue) => `wrangler queues create ${queue}`),
  ]
}

const LOCAL_VALUE = /\.local\.test\b|\blocalhost\b|\b127\.0\.0\.1\b/

export interface ParityInput {
  /** Names the code reads: `Env`'s members and `appConfig`'s. */
  codeNames: Iterable<string>
  /** The top-level (local) configuration. */
  local: WranglerConfigLike
  /** The configuration production deploys with (`[env.production]` resolved). */
  production: WranglerConfigLike
  /** docs/deploying.md. */
  guide: string
}

/** Every way production would lack, or contradict, what the Worker reads; empty when in step. */
export function parityProblems({ codeNames, local, production, guide }: ParityInput): string[] {
  const problems: string[] = []
  if (!secretsSection(guide)) return ['docs/deploying.md has no "## Secrets" section']
  const secrets = new Set(guideSecrets(guide))
  const inProduction = configNames(production)
  const productionVars = production.vars ?? {}
  const read = new Set(codeNames)

  for (const name of read) {
    if (!inProduction.has(name) && !secrets.has(name))
      problems.push(
        `${name}: the Worker reads it, but [env.production] neither binds nor sets it and docs/deploying.md lists no such secret`
      )
  }
  for (const name of configNames(local)) {
    if (!read.has(name) && !inProduction.has(name) && !secrets.has(name))
      problems.push(
        `${name}: bound locally, but neither in [env.production] nor a secret in docs/deploying.md`
      )
  }
  for (const name of secrets) {
    if (name in productionVars)
      problems.push(`${name}: both a var of [env.production] and a secret; a deploy keeps one`)
    if (!read.has(name))
      problems.push(
        `${name}: docs/deploying.md asks for this secret, but the Worker never reads it`
      )
  }

  if (productionVars.USE_MOCKS !== 'false')
    problems.push(
      `USE_MOCKS: [env.production.vars] must set "false" (production has no local services)`
    )
  for (const [name, value] of Object.entries(productionVars)) {
    if (typeof value === 'string' && LOCAL_VALUE.test(value))
      problems.push(`${name}: production points at a local host (${value})`)
  }

  const productionConsumers = new Set((production.queues?.consumers ?? []).map((c) => c.queue))
  for (const consumer of local.queues?.consumers ?? []) {
    if (!productionConsumers.has(consumer.queue))
      problems.push(`queue consumer ${consumer.queue}: local only, [env.production] lacks it`)
  }
  const productionCrons = new Set(production.triggers?.crons ?? [])
  for (const cron of local.triggers?.crons ?? []) {
    if (!productionCrons.has(cron))
      problems.push(`cron "${cron}": local only, [env.production] lacks it`)
  }

  for (const command of creationCommands(production)) {
    if (!guide.includes(command)) problems.push(`docs/deploying.md does not say \`${command}\``)
  }

  // Structure: the site on the group's domain only, its logs kept, the edge cache decided.
  if (production.workers_dev !== false)
    problems.push('workers_dev: [env.production] must set false (workers.dev bypasses the zone)')
  if (production.preview_urls === true)
    problems.push('preview_urls: [env.production] must not serve preview URLs')
  if (!production.routes || production.routes.length === 0)
    problems.push('routes: [env.production] has no route or custom domain')
  if (production.observability?.enabled !== true)
    problems.push('observability: [env.production.observability] must be enabled (Workers Logs)')
  if (typeof production.cache?.enabled !== 'boolean')
    problems.push('cache: [env.production.cache] must say whether Workers Cache is on')
  return problems
}
