import { defineConfig } from 'vitest/config'

// End-to-end: the production build served by local workerd, driven by the system Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
  },
})
