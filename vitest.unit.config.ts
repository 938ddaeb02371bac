import { defineConfig } from 'vitest/config'

// Pure unit tests (no Workers API, no DOM): client logic, scripts, shared schemas.
export default defineConfig({
  test: {
    name: 'unit',
    include: ['client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'redirects/**/*.test.ts'],
    environment: 'node',
  },
})
