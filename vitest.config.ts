import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Every test suite, one project each. `npm test` runs the fast ones (client, server on PGlite and PostgreSQL,
 * contracts); the browser, fault and cluster suites run by name (`npm run test:e2e`, `test:faults`, `test:cluster`),
 * and only a selected project's global setup runs.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers fit the 2-core machine (each PGlite instance needs its own memory).
    maxWorkers: 2,
    // Transformed modules are kept in node_modules/.experimental-vitest-cache between runs, keyed by their content: CI's later
    // stages and every planted bug's run (mutation/plant.mjs) start from what the first run transformed.
    experimental: { fsModuleCache: true },
    // The suites below run their files one after another in each worker without a fresh module graph per file
    // (`isolate: false`): the server, its packages and jsdom's setup are loaded once per worker instead of once per file
    // (measured: the server suite's imports 200 s → 12 s of a run). Each file still starts its own server and database,
    // and module state is never what a test relies on (a file that needs a clean one says so).
    projects: [
      {
        extends: true as const,
        test: {
          name: 'client',
          environment: 'jsdom',
          isolate: false,
          include: ['test/ui/**/*.test.tsx', 'test/infrastructure/**/*.test.ts'],
          setupFiles: ['test/setup/client.ts'],
          // A journey types and clicks as a person does; on a loaded 2-core machine that takes longer than 5 s.
          testTimeout: 20_000,
        },
      },
      // The domain, presenters and use cases need no page: Node without jsdom, whose set-up per file cost about a
      // second each (85 files, environment 98 s of a run). A file that needs one says so (@vitest-environment jsdom).
      {
        extends: true as const,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['test/unit/**/*.test.ts'],
          setupFiles: ['test/setup/client.ts'],
          // The architecture test lints the sources; beside other suites on 2 cores that takes more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          setupFiles: ['test/setup/server.ts'],
          isolate: false,
          // Some tests start servers of their own; beside the browser tests on a busy 2-core machine one took 30 s
          // (CI, 1 Dec 2026). The waits inside tests have their own, shorter limits.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Contract tests: one suite per client port, run against its in-memory fake and against its HTTP adapter talking to
      // the real server (PGlite), so the fakes the UI tests use cannot drift from the server.
      {
        extends: true as const,
        test: {
          name: 'contracts',
          environment: 'node',
          isolate: false,
          include: ['test/contracts/**/*.test.ts'],
          setupFiles: ['test/setup/server.ts', 'test/setup/contracts.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The same suite against real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                environment: 'node',
                isolate: false,
                include: ['test/server/**/*.test.ts'],
                // The server as a process on PGlite whatever the leg (1 min a run): on PostgreSQL it would only run
                // again. The compiled server's processes meet PostgreSQL in the fault and cluster suites.
                exclude: [...configDefaults.exclude, 'test/server/process.test.ts'],
                setupFiles: ['test/setup/server.ts'],
                globalSetup: ['test/setup/postgresExtensions.ts'],
                env: { TEST_DB_LEG: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // Browser tests: `npm start`'s server on a temporary DATA_DIR, a captured SMTP server, Debian's Chromium. One
      // server, one browser at a time keeps the 2-core machine responsive and the journeys independent.
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          // Tests marked concurrent (everyPage's walks) run two at a time beside each other.
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // Fault injection (fail closed, lose nothing): the compiled server in real processes, killed, signalled and cut
      // off from its database, on PGlite and PostgreSQL. One file at a time: each test owns processes and ports.
      {
        test: {
          name: 'faults',
          environment: 'node',
          include: ['test/faults/**/*.fault.test.ts'],
          globalSetup: ['test/faults/globalSetup.ts', 'test/faults/pgliteDataDir.ts'],
          setupFiles: ['test/setup/server.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The cluster: two web processes and a worker of the compiled server on one PostgreSQL, Redis and a local
      // S3-compatible store, behind nginx from Debian's packages. One file; its steps share the cluster.
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['test/cluster/**/*.cluster.test.ts'],
          globalSetup: ['test/faults/globalSetup.ts'],
          setupFiles: ['test/setup/server.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
    ],
  },
});
