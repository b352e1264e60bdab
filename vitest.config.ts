import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers fit the 2-core machine (each PGlite instance needs its own memory).
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.ts', 'test/ui/**/*.test.tsx', 'test/infrastructure/**/*.test.ts'],
          setupFiles: ['test/setup/client.ts'],
          // A journey types and clicks as a person does; on a loaded 2-core machine that takes longer than 5 s.
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
          testTimeout: 30_000,
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
          include: ['test/contracts/**/*.test.ts'],
          setupFiles: ['test/setup/server.ts', 'test/setup/contracts.ts'],
          testTimeout: 30_000,
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
                include: ['test/server/**/*.test.ts'],
                setupFiles: ['test/setup/server.ts'],
                globalSetup: ['test/setup/postgresExtensions.ts'],
                env: { TEST_DB_LEG: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
