import { applyD1Migrations, type D1Migration } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

interface TestBindings {
  TEST_MIGRATIONS: D1Migration[]
  TEST_STOCK_SEED: string[]
}

const bindings = env as unknown as TestBindings

// Each test file gets its own storage: migrate and seed the demo stock once per file.
await applyD1Migrations(env.DB, bindings.TEST_MIGRATIONS)
const already = await env.DB.prepare('SELECT COUNT(*) AS n FROM vehicles').first<{ n: number }>()
if (!already?.n) {
  const statements = bindings.TEST_STOCK_SEED.map((sql) => env.DB.prepare(sql))
  // D1 batches are transactions; keep them moderate.
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200))
}
