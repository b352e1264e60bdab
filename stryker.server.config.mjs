// @ts-check
import { mutationRun } from './stryker.shared.mjs';
import { SERVER_AREAS } from './stryker.server.areas.mjs';

/**
 * Mutation testing of the server's rules and routes (issue 16): server/application and server/http against the server
 * tests on PGlite. Slow (every server test file starts its own server), so incremental (a re-run tests only mutants
 * whose code or tests changed) and cut into areas: `MUTATION_AREA=payments` mutates one area of
 * stryker.server.areas.mjs into reports/mutation/server-payments.json. `MUTATE=file,file` narrows it to files instead
 * (CI: the files changed since the last tag), reported as server-changed.json.
 */
const area = process.env.MUTATION_AREA;
if (area && !(area in SERVER_AREAS)) throw new Error(`MUTATION_AREA=${area}: not one of ${Object.keys(SERVER_AREAS).join(', ')}`);
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^server\/(application|http)\//.test(f));
export default {
  ...mutationRun({
    name: narrowed ? 'server-changed' : area ? `server-${area}` : 'server',
    vitestConfig: 'vitest.mutation.server.config.ts',
    mutate: narrowed ?? (area ? SERVER_AREAS[area] : ['server/application/**/*.ts', 'server/http/**/*.ts', '!**/*.d.ts']),
    timeoutMS: 60_000,
    floor: 70,
  }),
  // Every server test file builds its server in beforeAll, so code that runs while it is built counts as "static": 1,995
  // of the 5,862 mutants, each then needing the whole suite (~4 min); Stryker estimated them at 96 % of the run. With
  // ignoreStatic, the 376 that run only at build time (schemas, route registration, constructors) are left out of the
  // score, and the 1,619 also reached by requests are tested against the tests that reach them, switched on at run time.
  ignoreStatic: true,
};
