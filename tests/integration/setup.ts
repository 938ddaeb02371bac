import { applyD1Migrations, type D1Migration, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, expect, vi } from 'vitest'

interface TestBindings {
  TEST_MIGRATIONS: D1Migration[]
  TEST_STOCK_SEED: string[]
  TEST_CONTENT_SEED: string[]
}

const bindings = env as unknown as TestBindings

/**
 * One workerd runs every test file, one after the other (`isolate: false` in
 * vitest.workerd.config.ts: a fresh workerd per file cost two seconds a file, most of the suite's
 * time). So that no file sees what another left, each starts as it would in a fresh runtime:
 * empty storage, the app's modules evaluated anew, real timers; and none leaves work running.
 */

// Storage: D1, KV, queues and the Cache API live in Durable Objects, which `reset()` deletes.
await reset()
// reset() has been seen to leave D1's tables behind after leads-property's thousands of writes:
// whatever is left is dropped here (in one transaction; foreign keys checked at its end, when
// no table is left), and KV emptied, so that every file starts from empty storage.
// (`_cf_*` and `sqlite_*` tables are the runtime's own bookkeeping.)
async function leftTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB '_cf_*' AND name NOT GLOB 'sqlite_*'"
  ).all<{ name: string }>()
  return results.map(({ name }) => name)
}
const tables = await leftTables()
if (tables.length > 0) {
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = true'),
    ...tables.map((name) => env.DB.prepare(`DROP TABLE "${name}"`)),
  ])
}
async function emptyKv(namespace: KVNamespace): Promise<void> {
  for (let page = await namespace.list(); ; page = await namespace.list({ cursor: page.cursor })) {
    await Promise.all(page.keys.map(({ name }) => namespace.delete(name)))
    if (page.list_complete) return
  }
}
await emptyKv(env.CACHE)
await emptyKv(env.REDIRECTS)
const [table] = await leftTables()
const [kept] = [
  ...(await env.CACHE.list({ limit: 1 })).keys,
  ...(await env.REDIRECTS.list({ limit: 1 })).keys,
]
if (table || kept) {
  throw new Error(
    `Storage left behind (${JSON.stringify(table ?? kept)}): the test files would share it`
  )
}

// Modules: the project's own (app, fixtures, tests) are evaluated again for this file, so
// module-level memos, caches and "once" flags start empty. The dependencies (node_modules: zod,
// react-dom, Sentry...) are kept: they hold no state of the app's, and evaluating them again
// would cost most of what sharing the runtime saves. This is `vi.resetModules()` with
// node_modules left out (same fields as Vitest's own reset); it fails loudly if Vitest changes.
const evaluated = (
  globalThis as {
    __vitest_worker__?: {
      evaluatedModules?: {
        idToModuleMap?: Map<
          string,
          { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> }
        >
      }
    }
  }
).__vitest_worker__?.evaluatedModules?.idToModuleMap
if (!evaluated) throw new Error("Vitest's module map moved: cannot give this file fresh modules")
for (const [id, node] of evaluated) {
  if (/\/node_modules\//.test(id)) continue
  node.promise = undefined
  node.exports = undefined
  node.evaluated = false
  node.importers.clear()
}

vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()

// The demo data every file reads: the D1 schema, the demo stock and content.
await applyD1Migrations(env.DB, bindings.TEST_MIGRATIONS)
async function seed(sql: string[]): Promise<void> {
  const statements = sql.map((statement) => env.DB.prepare(statement))
  // D1 batches are transactions; keep them moderate.
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200))
}
await seed(bindings.TEST_STOCK_SEED)
await seed(bindings.TEST_CONTENT_SEED)

// Background work (`ctx.waitUntil` of the app's requests: cache writes, revalidations) ends with
// its file instead of writing into the next file's storage. The plugin keeps these promises but
// only exports the wait from its internal module.
afterAll(async () => {
  const internal: { waitForGlobalWaitUntil?: () => Promise<void> } =
    // @ts-expect-error -- the plugin's internal module has no published types.
    await import('cloudflare:test-internal')
  expect(internal.waitForGlobalWaitUntil, 'the plugin moved its waitUntil registry').toBeTypeOf(
    'function'
  )
  await internal.waitForGlobalWaitUntil?.()
})
