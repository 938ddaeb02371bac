import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import { clientAssets } from './framework/build/client-assets-plugin.ts'
import { clientEntries } from './framework/build/client-entries.ts'
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

// The queue consumers as wrangler.toml declares them, but delivering each message at once: a
// batch otherwise waits for max_batch_timeout (5 s), and every test that follows a lead through
// the real queue to the CRM waited those seconds. (Miniflare's `queueConsumers` replaces a
// consumer's whole entry, hence all its settings here.)
interface QueueConsumerConfig {
  queue: string
  max_batch_size?: number
  max_retries?: number
  dead_letter_queue?: string
  retry_delay?: number
}
const consumers: QueueConsumerConfig[] =
  unstable_readConfig({ config: './wrangler.toml' }).queues.consumers ?? []
const queueConsumers = Object.fromEntries(
  consumers.map((consumer) => [
    consumer.queue,
    {
      maxBatchSize: consumer.max_batch_size,
      maxBatchTimeout: 0,
      maxRetries: consumer.max_retries,
      deadLetterQueue: consumer.dead_letter_queue,
      retryDelay: consumer.retry_delay,
    },
  ])
)

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
          STOCK_WEBHOOK_SECRET: 'test-stock-webhook-secret',
          CRM_WEBHOOK_SECRET: 'test-crm-secret',
          SMOKE_TOKEN: 'test-smoke-token-0123456789',
          MAIL_API_KEY: 'test-mail-key',
          TEST_MIGRATIONS: migrations,
          TEST_STOCK_SEED: stockSeed,
          TEST_CONTENT_SEED: contentSeed,
        },
        queueConsumers,
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['worker/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // The local services' own tests run in Node over SQLite (vitest.unit.config.ts).
    exclude: [...configDefaults.exclude, 'worker/local-services/**/*.test.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    // One workerd for every file: the setup gives each file empty storage and fresh modules.
    isolate: false,
    deps: {
      optimizer: {
        // workerd loads the app through Vite's module runner, one request per module: @sentry/*,
        // zod and react-dom are hundreds of modules each. Pre-bundled, they are a few, loaded
        // once for the whole run (see tests/integration/setup.ts). (Vitest leaves react itself
        // out, so the app and react-dom share one React.) The bundles keep workerd's built-in
        // modules as imports.
        ssr: {
          enabled: true,
          include: [
            '@sentry/cloudflare',
            '@storyblok/richtext',
            'fast-check',
            'hono',
            'hono/cookie',
            'hono/secure-headers',
            'react-dom/server',
            'storyblok-js-client',
            'valtio',
            'zod',
          ],
          rolldownOptions: { external: [/^node:/, /^cloudflare:/] },
        },
      },
    },
    // The first request of a file transforms the whole app in workerd.
    testTimeout: 30_000,
  },
})
