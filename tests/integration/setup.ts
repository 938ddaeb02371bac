import { applyD1Migrations, type D1Migration } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

// Every workerd test file starts from the schema the migrations describe (idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
