import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/build/client-assets-plugin.ts'
import { clientEntries } from './scripts/build/client-entries.ts'
import { readStories } from './scripts/demo-data/content/read-stories.ts'
import { contentSeedSql } from './scripts/demo-data/content/seed-sql.ts'
import { locations } from './scripts/demo-data/locations.ts'
import { generateStock } from './scripts/demo-data/stock.ts'
import { stockSeedStatements } from './scripts/demo-data/stock-sql.ts'

// Worker tests run inside workerd with real local KV, D1 and Queues, through `fetch` on the app.
// The D1 migrations, the demo stock and the demo content are applied by tests/integration/setup.ts.
const migrations = await readD1Migrations('worker/db/migrations')
const stockSeed = stockSeedStatements(generateStock(), locations)
const contentSeed = contentSeedSql(readStories())
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('--'))

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __BUILD_TIMESTAMP__: JSON.stringify(1_790_000_000_000),
    __LOCAL_SERVICES__: JSON.stringify(true),
  },
  plugins: [
    clientAssets({ ...clientEntries, clientOutDir: 'dist/client' }),
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          STORYBLOK_TOKEN: 'demo-public-token',
          STORYBLOK_PREVIEW_TOKEN: 'test-preview-token',
          STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
          CRM_WEBHOOK_SECRET: 'test-crm-secret',
          TEST_MIGRATIONS: migrations,
          TEST_STOCK_SEED: stockSeed,
          TEST_CONTENT_SEED: contentSeed,
        },
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['worker/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // The local services' own tests run in Node over SQLite (vitest.unit.config.ts).
    exclude: [...configDefaults.exclude, 'worker/local-services/**/*.test.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    // The first request of a file transforms the whole app in workerd.
    testTimeout: 30_000,
  },
})
