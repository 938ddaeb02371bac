import { defineConfig } from 'vitest/config'

// End-to-end: the production build served by local workerd, driven by the system Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    // No retry: a test that fails once has found something (a flake is a fault to find).
    hookTimeout: 180_000,
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
  },
})
