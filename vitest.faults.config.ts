import { defineConfig } from 'vitest/config';

/**
 * Fault injection (issue: fail closed, lose nothing): the compiled server in real processes, killed, signalled and
 * cut off from its database, on PGlite and PostgreSQL. One file at a time: each test owns processes and ports.
 */
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.fault.test.ts'],
    globalSetup: ['test/faults/globalSetup.ts'],
    setupFiles: ['test/setup/server.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
