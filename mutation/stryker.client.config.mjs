// @ts-check
import { mutationRun } from './stryker.shared.mjs';
import { CLIENT_AREAS } from './stryker.client.areas.mjs';

/**
 * Mutation testing of the client's core (issue 16): the domain rules, the use cases and ports, and the HTTP client,
 * against the unit and UI tests (the HTTP adapters have their own run with the contract tests:
 * stryker.adapters.config.mjs). Cut into parts (stryker.client.areas.mjs): `MUTATION_AREA=client-people` mutates one
 * into mutation/baseline/client-people.json. `MUTATE=file,file` narrows a part to those files (CI: the files changed
 * since the last tag; reported as <part>-changed.json). Incremental: a re-run tests only mutants whose code or tests changed.
 */
const area = process.env.MUTATION_AREA;
if (area && !(area in CLIENT_AREAS))
  throw new Error(`MUTATION_AREA=${area}: not one of ${Object.keys(CLIENT_AREAS).join(', ')}`);
const narrowed = process.env.MUTATE?.split(',').filter(
  (f) => /^src\/(domain|application)\//.test(f) || f === 'src/infrastructure/http/HttpClient.ts',
);
if (!area) throw new Error(`MUTATION_AREA: one of ${Object.keys(CLIENT_AREAS).join(', ')}`);
export default mutationRun({
  name: `${area}${narrowed ? '-changed' : ''}`,
  vitestConfig: 'mutation/vitest.mutation.config.ts',
  mutate: narrowed ?? CLIENT_AREAS[/** @type {keyof typeof CLIENT_AREAS} */ (area)].mutate,
  timeoutMS: 20_000,
  floor: 80,
});
