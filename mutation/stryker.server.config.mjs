// @ts-check
import { mutationRun } from './stryker.shared.mjs';
import { SERVER_AREAS } from './stryker.server.areas.mjs';

/**
 * Mutation testing of the server's rules and routes (issue 16): each feature's use cases and routes against the server
 * tests on PGlite. Slow (every server test file starts its own server), so incremental (a re-run tests only mutants
 * whose code or tests changed) and cut into areas: `MUTATION_AREA=payments` mutates one area of
 * stryker.server.areas.mjs into reports/mutation/server-payments.json. `MUTATE=file,file` narrows it to files (the
 * files changed since the last tag), reported as server[-<area>]-changed.json.
 */
const area = process.env.MUTATION_AREA;
if (area && !(area in SERVER_AREAS))
  throw new Error(`MUTATION_AREA=${area}: not one of ${Object.keys(SERVER_AREAS).join(', ')}`);
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^server\/(application|http)\//.test(f));
const run = mutationRun({
  name: `server${area ? `-${area}` : ''}${narrowed ? '-changed' : ''}`,
  vitestConfig: 'mutation/vitest.mutation.server.config.ts',
  mutate: narrowed ?? (area ? SERVER_AREAS[area].mutate : Object.values(SERVER_AREAS).flatMap((a) => a.mutate)),
  timeoutMS: 60_000,
  floor: 70,
});
export default {
  ...run,
  // The OpenAPI document's prose (summaries, tags) is not mutated: mutation/stryker-openapi-text-ignorer.mjs says why.
  plugins: [...(run.plugins ?? []), './mutation/stryker-openapi-text-ignorer.mjs'],
  ignorers: ['openapi-text'],
  // Every server test file builds its server in beforeAll, so code that runs while it is built counts as "static": 1,995
  // of the 5,862 mutants, each needing whole test files. An area runs only its own test files, where that costs seconds,
  // so it judges them (measured: with static mutants ignored, the payments area's route file scored 23.8 %, because a
  // mutant in route registration was run only against the few tests that build a server inside a test; emptying the
  // whole payments plugin "survived"). The whole and the narrowed run use every test file, where a static mutant would
  // cost the whole suite (~4 min) each: they leave out the 376 that run only at build time and test the hybrids against
  // the tests that reach them, which lets route registration mutants through (see above).
  ignoreStatic: !area,
};
