// @ts-check
import { mutationRun } from './stryker.shared.mjs';

/**
 * Mutation testing of the server's rules and routes (issue 16): server/application and server/http against the server
 * tests on PGlite. Slow (every server test file starts its own server), so incremental: a re-run tests only mutants
 * whose code or tests changed. `MUTATE=file,file` narrows it (CI: the files changed since the last tag).
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^server\/(application|http)\//.test(f));
export default mutationRun({
  name: 'server',
  vitestConfig: 'vitest.mutation.server.config.ts',
  mutate: narrowed ?? ['server/application/**/*.ts', 'server/http/**/*.ts', '!**/*.d.ts'],
  timeoutMS: 60_000,
  floor: 70,
});
