import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { buildYearAt } from './app/features/site/build-year'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(buildYearAt(process.env)) },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Tests of two servers on one database need PostgreSQL (a PGlite folder is locked by one process):
    // without TEST_DATABASE_URL they are left out, neither run nor counted as skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.server.test.ts']),
    ],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, where the suite is
    // partly waiting (servers, child processes, the database) and ran 1.5× longer (decision 037).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['tests/support/database-template.ts'],
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
