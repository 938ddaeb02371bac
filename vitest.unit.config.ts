import { defineConfig } from 'vitest/config'

// Pure unit tests (no Workers API, no DOM): client logic, scripts, shared schemas, and the local
// services (they run over Node's SQLite; vitest.workerd.config.ts leaves them out).
export default defineConfig({
  test: {
    name: 'unit',
    include: [
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'framework/**/*.test.{ts,tsx}',
      'browser/**/*.test.ts',
      'redirects/**/*.test.ts',
      'worker/local-services/**/*.test.ts',
    ],
    environment: 'node',
  },
})
