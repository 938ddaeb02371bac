import { applyD1Migrations, type D1Migration } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

interface TestBindings {
  TEST_MIGRATIONS: D1Migration[]
  TEST_STOCK_SEED: string[]
  TEST_CONTENT_SEED: string[]
}

const bindings = env as unknown as TestBindings

// Each test file gets its own storage: migrate and seed the demo stock and content once per file.
await applyD1Migrations(env.DB, bindings.TEST_MIGRATIONS)

async function seedOnce(table: string, sql: string[]): Promise<void> {
  const found = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()
  if (found?.n) return
  const statements = sql.map((statement) => env.DB.prepare(statement))
  // D1 batches are transactions; keep them moderate.
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200))
}

await seedOnce('vehicles', bindings.TEST_STOCK_SEED)
await seedOnce('content_stories', bindings.TEST_CONTENT_SEED)
