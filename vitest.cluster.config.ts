import { defineConfig } from 'vitest/config';

/**
 * The cluster test (issue: run as a cluster): two web processes and a worker of the compiled server on one PostgreSQL,
 * Redis and a local S3-compatible store, behind nginx from Debian's packages. One file; its steps share the cluster.
 */
export default defineConfig({
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
});
