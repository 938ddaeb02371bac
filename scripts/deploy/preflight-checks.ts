import { stringLeaves } from './demo-markers.ts'
import type { WranglerConfigLike } from './parity.ts'
import { PRODUCTION_SECRETS } from './production-secrets.ts'

/**
 * What `npm run deploy:preflight` refuses before anything is built or uploaded: the values of
 * `[env.production]` the repository ships as placeholders, and required secrets production lacks.
 * The structure (which bindings, vars and secrets exist) is `check:deploy`'s (parity.ts), which
 * passes on the committed placeholders; these checks are the ones a real deploy must pass.
 */

/** An id the repository ships instead of a real one. */
const PLACEHOLDER_ID = /replace-with|^0+$|^0{8}-0{4}-/i
/** Hosts reserved for examples and tests (RFC 2606, RFC 6761) or local. */
const PLACEHOLDER_HOST = /(^|\.)(example(\.[a-z]+)?|invalid|test|localhost)$|^127\./i

/** The host a var names: a URL's, or an e-mail address's domain (`Name <a@host>` too). */
function hostOf(value: string): string | null {
  const mail = /@([a-z0-9.-]+)>?$/i.exec(value.trim())
  if (mail) return mail[1] ?? null
  try {
    return new URL(value).hostname
  } catch {
    return null
  }
}

/** The pattern's host (`www.site.lu`, `www.site.lu/*`, `*.site.lu/*`). */
function routeHost(route: unknown): string | null {
  const pattern =
    typeof route === 'string'
      ? route
      : route &&
          typeof route === 'object' &&
          'pattern' in route &&
          typeof route.pattern === 'string'
        ? route.pattern
        : null
  if (pattern === null) return null
  return pattern.replace(/^\*?\.?/, '').split('/')[0] ?? null
}

/** Every placeholder left in the production configuration, each named with what replaces it. */
export function placeholderProblems(production: WranglerConfigLike): string[] {
  const problems: string[] = []
  for (const kv of production.kv_namespaces ?? []) {
    const id = 'id' in kv && typeof kv.id === 'string' ? kv.id : ''
    if (PLACEHOLDER_ID.test(id))
      problems.push(
        `kv_namespaces ${kv.binding}: id "${id}" is a placeholder (\`wrangler kv namespace create ${kv.binding}\` gives the real one)`
      )
  }
  for (const db of production.d1_databases ?? []) {
    const id = 'database_id' in db && typeof db.database_id === 'string' ? db.database_id : ''
    if (PLACEHOLDER_ID.test(id))
      problems.push(
        `d1_databases ${db.binding}: database_id "${id}" is a placeholder (\`wrangler d1 create ${db.database_name ?? 'NAME'} --jurisdiction eu\` gives the real one)`
      )
  }
  for (const [name, value] of Object.entries(production.vars ?? {})) {
    if (typeof value === 'string' && PLACEHOLDER_ID.test(value)) {
      problems.push(`vars ${name}: "${value}" is a placeholder (docs/deploying.md says its value)`)
      continue
    }
    const host = typeof value === 'string' ? hostOf(value) : null
    if (host && PLACEHOLDER_HOST.test(host))
      problems.push(`vars ${name}: "${String(value)}" is a placeholder host (${host})`)
  }
  for (const route of production.routes ?? []) {
    const host = routeHost(route)
    if (host && PLACEHOLDER_HOST.test(host))
      problems.push(
        `routes: "${host}" is a placeholder domain (the group's own, e.g. www.<group>.lu)`
      )
  }
  return problems
}

/** Values the production deployment file ships until the group puts its own. */
const PLACEHOLDER_VALUE = /^(B0+|LU0{8}|GTM-REPLACEME|L-0000|\+352[ 0]+)$/

/**
 * Every placeholder left in the deployment file a production build uses
 * (client/config/deployments/production/; docs/decisions/0054): `replace-with-…` texts, the
 * zero RCS, VAT, postal code and phone, the GTM id, and hosts or addresses on reserved domains.
 */
export function deploymentPlaceholderProblems(file: string, deployment: object): string[] {
  const problems: string[] = []
  for (const { path, value } of stringLeaves(deployment)) {
    const host = /^[a-z0-9*.-]+\.[a-z]+$/i.test(value) ? value.replace(/^\*\./, '') : hostOf(value)
    if (PLACEHOLDER_ID.test(value) || PLACEHOLDER_VALUE.test(value)) {
      problems.push(
        `${file} ${path}: "${value}" is a placeholder (the group's own value goes here)`
      )
    } else if (host && PLACEHOLDER_HOST.test(host)) {
      problems.push(`${file} ${path}: "${value}" is a placeholder host (${host})`)
    }
  }
  return problems
}

/** The secrets production has, as `wrangler secret list --format json` prints them. */
export function listedSecretNames(json: string): string[] {
  const parsed: unknown = JSON.parse(json)
  if (!Array.isArray(parsed)) throw new Error('wrangler secret list: not a list')
  return parsed.flatMap((entry: unknown) =>
    entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string'
      ? [entry.name]
      : []
  )
}

/** Each required secret production lacks, named with the command that sets it. */
export function missingSecretProblems(listed: readonly string[]): string[] {
  const have = new Set(listed)
  return PRODUCTION_SECRETS.filter((secret) => secret.required && !have.has(secret.name)).map(
    (secret) =>
      `secret ${secret.name} is not set (\`wrangler secret put ${secret.name} --env production\`)`
  )
}
