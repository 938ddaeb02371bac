/**
 * Configuration parity between what the Worker reads and what production gives it: every
 * binding, var and secret the code reads (`Env` from `wrangler types`, and `appConfig`'s names in
 * worker/env.ts) and every name bound locally must exist in `[env.production]` of wrangler.toml
 * or be a secret listed in the README's "Deploying to production" steps. Vars are not inherited
 * by a named environment, so a binding added locally alone would reach production as
 * `undefined`; this comparison makes that a failing test instead of a failed deploy.
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

/** The README's "Deploying to production" section, up to the next second-level heading. */
export function deploySection(readme: string): string {
  const start = readme.indexOf('## Deploying to production')
  if (start < 0) return ''
  const next = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, next < 0 ? undefined : next)
}

/** Secrets the deploy steps ask for: the list items that open with a backquoted NAME. */
export function readmeSecrets(readme: string): string[] {
  return [...deploySection(readme).matchAll(/^\s+[-*] `([A-Z][A-Z0-9_]*)`/gm)].map(
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
    ...(production.d1_databases ?? []).map((db) => `wrangler d1 create ${db.database_name}`),
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
  /** README.md. */
  readme: string
}

/** Every way production would lack, or contradict, what the Worker reads; empty when in step. */
export function parityProblems({ codeNames, local, production, readme }: ParityInput): string[] {
  const problems: string[] = []
  const section = deploySection(readme)
  if (!section) return ['README.md has no "## Deploying to production" section']
  const secrets = new Set(readmeSecrets(readme))
  const inProduction = configNames(production)
  const productionVars = production.vars ?? {}
  const read = new Set(codeNames)

  for (const name of read) {
    if (!inProduction.has(name) && !secrets.has(name))
      problems.push(
        `${name}: the Worker reads it, but [env.production] neither binds nor sets it and the README's deploy steps list no such secret`
      )
  }
  for (const name of configNames(local)) {
    if (!read.has(name) && !inProduction.has(name) && !secrets.has(name))
      problems.push(
        `${name}: bound locally, but neither in [env.production] nor a secret in the README's deploy steps`
      )
  }
  for (const name of secrets) {
    if (name in productionVars)
      problems.push(`${name}: both a var of [env.production] and a secret; a deploy keeps one`)
    if (!read.has(name))
      problems.push(`${name}: the README asks for this secret, but the Worker never reads it`)
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
    if (!section.includes(command))
      problems.push(`the README's deploy steps do not say \`${command}\``)
  }
  return problems
}
