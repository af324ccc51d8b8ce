import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          sequence: { groupOrder: 0 },
          // Pure TypeScript: plain Node, no DOM, no network guard (the engine makes no calls).
          include: ['engine/**/*.test.ts'],
          environment: 'node',
          // The files share no state and mock nothing, so one module graph per worker serves
          // them all: the tool library is loaded once instead of once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // Node by default; a file that renders components asks for `// @vitest-environment jsdom`.
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.isolated.test.{ts,tsx}', 'node_modules/**'],
          // One module graph per worker, as for the engine (a third of the time of a fresh one per
          // file); each file still starts from a blank page (tests/setup/fresh-page.ts). A file
          // that replaces modules (vi.mock) is named *.isolated.test.* and runs on its own
          // (the lint rule in eslint.config.js holds the others to that).
          isolate: false,
          setupFiles: ['tests/setup/msw.ts', 'tests/setup/fresh-page.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          include: ['app/**/*.isolated.test.{ts,tsx}', 'scripts/**/*.isolated.test.ts'],
          setupFiles: ['tests/setup/msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ehr',
          sequence: { groupOrder: 0 },
          // The test EHR (tests/ehr): real FHIR and SMART servers in process, on loopback ports;
          // nothing leaves the machine, so no msw.
          include: ['tests/ehr/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          sequence: { groupOrder: 1 },
          include: ['app/**/*.db.test.ts', 'tests/server/**/*.pg.test.ts'],
          // Each file makes its own database. On PGlite the modules (and PGlite's compiled
          // WebAssembly) are shared between files, which halves the project's time; against a
          // PostgreSQL server a fresh module graph per file is as fast.
          isolate: Boolean(process.env.TEST_DATABASE_URL),
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
          // Runs after the others: its files start server processes of their own.
          sequence: { groupOrder: 2 },
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*.pg.test.ts'],
          globalSetup: ['tests/setup/build.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own server processes; two at a time fit two cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          // Probes of the running server as an attacker or a fault would send them.
          sequence: { groupOrder: 3 },
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
})
