import fc from 'fast-check';
import { afterEach, expect } from 'vitest';

process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
// `npm run plant` (mutation/plant.mjs) needs to know only that a property fails, not its smallest counterexample.
if (process.env.PLANTED_BUG) fc.configureGlobal({ endOnFailure: true });

/**
 * pg queues a query sent while its connection is still busy with others and warns that pg@9 will refuse it. Inside a
 * transaction (one connection) every query must wait for the one before: a test whose request sends them side by side
 * fails here (with the test's name), instead of the server failing on the next pg upgrade. This file runs once per test
 * file and a worker process may run several: one listener is kept on globalThis.
 */
const shared = globalThis as { overlappingQueries?: string[] };
if (!shared.overlappingQueries) {
  const seen: string[] = (shared.overlappingQueries = []);
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
      seen.push(warning.message);
  });
}
const overlappingQueries = shared.overlappingQueries;

afterEach(() => {
  expect(overlappingQueries.splice(0), 'queries sent side by side on one PostgreSQL connection').toEqual([]);
});
