// @ts-check
import { mutationRun } from './stryker.shared.mjs';

/**
 * Mutation testing of the server's rules and routes (issue 16): server/application and server/http against the server
 * tests on PGlite. Slow (every server test file starts its own server), so incremental: a re-run tests only mutants
 * whose code or tests changed. `MUTATE=file,file` narrows it (CI: the files changed since the last tag).
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^server\/(application|http)\//.test(f));
export default {
  ...mutationRun({
    name: 'server',
    vitestConfig: 'vitest.mutation.server.config.ts',
    mutate: narrowed ?? ['server/application/**/*.ts', 'server/http/**/*.ts', '!**/*.d.ts'],
    timeoutMS: 60_000,
    floor: 70,
  }),
  // Every server test file builds its server in beforeAll, so code that runs while it is built counts as "static": 1,995
  // of the 5,862 mutants, each then needing the whole suite (~4 min); Stryker estimated them at 96 % of the run. With
  // ignoreStatic, the 376 that run only at build time (schemas, route registration, constructors) are left out of the
  // score, and the 1,619 also reached by requests are tested against the tests that reach them, switched on at run time.
  ignoreStatic: true,
};
