import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readStories } from '../demo-data/content/read-stories.ts'
import { contentSeedSql } from '../demo-data/content/seed-sql.ts'
import { locations } from '../demo-data/locations.ts'
import { generateStock } from '../demo-data/stock.ts'
import { stockSeedStatements } from '../demo-data/stock-sql.ts'
import type { Marker } from './bundle-check.ts'
import type { WranglerConfigLike } from './parity.ts'

/** The head of each seed table's first INSERT (`INSERT INTO brands (slug, …) VALUES`). */
function seedInsertHeads(statements: string[]): Map<string, string> {
  const heads = new Map<string, string>()
  for (const statement of statements) {
    const head = /^INSERT INTO (\w+) \([^)]*\) VALUES/.exec(statement.trim())
    if (head && !heads.has(head[1]!)) heads.set(head[1]!, head[0])
  }
  return heads
}

/**
 * What only the embedded default, the demo data or the tests contain, derived from the
 * repository so that new demo data is covered without editing this list: the hosts of the local
 * services (wrangler.toml's top-level vars), the demo secrets (.dev.vars.example), every demo
 * story's uuid, the seed SQL of every demo table, the bindings the workerd tests add, and the
 * build constants a bundle must not leave undefined.
 */
export function productionMarkers(root: string, local: WranglerConfigLike): Marker[] {
  const markers: Marker[] = [
    { label: 'a *.local.test host', find: /[\w-]+\.local\.test\b/ },
    { label: 'the workerd test module', find: 'cloudflare:test' },
    { label: 'a workerd test binding', find: /\bTEST_(MIGRATIONS|STOCK_SEED|CONTENT_SEED)\b/ },
    {
      label: 'a build constant left undefined',
      find: /\b__(BUILD_ID|BUILD_TIMESTAMP|LOCAL_SERVICES)__\b/,
    },
  ]
  for (const [name, value] of Object.entries(local.vars ?? {})) {
    if (typeof value !== 'string' || !URL.canParse(value)) continue
    const host = new URL(value).host
    if (host.endsWith('.local.test'))
      markers.push({ label: `local service host (${name})`, find: host })
  }
  const example = readFileSync(resolve(root, '.dev.vars.example'), 'utf8')
  for (const [, name, value] of example.matchAll(/^\s*([A-Z_]\w*)\s*=\s*(\S+)/gm)) {
    markers.push({ label: `demo secret (${name})`, find: value! })
  }
  const stories = readStories()
  for (const story of stories)
    markers.push({ label: `demo story (${story.full_slug})`, find: story.uuid })
  const seed = [
    ...stockSeedStatements(generateStock(), locations),
    ...contentSeedSql(stories).split('\n'),
  ]
  for (const [table, head] of seedInsertHeads(seed)) {
    // The head and the first literal row (`VALUES\n('…`, a line break maybe escaped in a bundle):
    // production code writing the same table binds its values instead (`VALUES (?, …`, the
    // stock importer of worker/stock-feed/), which is not demo data.
    const escaped = head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    markers.push({
      label: `seed SQL (${table})`,
      find: new RegExp(String.raw`${escaped}(?:\s|\\n)*\((?!\?)`),
    })
  }
  return markers
}
