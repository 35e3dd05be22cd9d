import { defineConfig } from 'vitest/config'
import { buildYearAt } from './app/features/site/build-year'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(buildYearAt(process.env)) },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
