import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/build/client-assets-plugin.ts'

// Worker tests run inside workerd with real local KV, D1 and Queues, through `fetch` on the app.
// The D1 migrations are read here (Node) and applied in tests/integration/setup.ts (workerd).
const migrations = await readD1Migrations('worker/db/migrations')

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __BUILD_TIMESTAMP__: JSON.stringify(1_790_000_000_000),
  },
  plugins: [
    clientAssets({ entry: 'client/entry-browser.tsx', clientOutDir: 'dist/client' }),
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          STORYBLOK_PREVIEW_TOKEN: 'test-preview-token',
          STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
          CRM_WEBHOOK_SECRET: 'test-crm-secret',
          TEST_MIGRATIONS: migrations,
        },
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['worker/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    // The first request of a file transforms the whole app in workerd.
    testTimeout: 30_000,
  },
})
