import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'engine/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
          setupFiles: ['tests/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['app/**/*.db.test.ts', 'tests/server/**/*.pg.test.ts'],
          globalSetup: ['tests/setup/pglite-snapshot.ts'],
          setupFiles: ['tests/setup/msw.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*.pg.test.ts'],
          globalSetup: ['tests/setup/build.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own server processes; two at a time fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
})
