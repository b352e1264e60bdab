// @ts-check
import { mutationRun } from './stryker.shared.mjs';

/**
 * Mutation testing of the client's core (issue 16): the domain rules, the use cases and ports, and the HTTP client,
 * against the unit and UI tests (the HTTP adapters have their own run with the contract tests:
 * stryker.adapters.config.mjs). `MUTATE=file,file` narrows it (CI: the files changed since the last tag; reported as client-changed.json). `npm run mutation` runs this and stryker.server.config.mjs and prints the
 * scores per area (scripts/mutation-score.mjs). Incremental: a re-run tests only mutants whose code or tests changed.
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^src\/(domain|application)\//.test(f) || f === 'src/infrastructure/http/HttpClient.ts');
export default mutationRun({
  name: narrowed ? 'client-changed' : 'client',
  vitestConfig: 'vitest.mutation.config.ts',
  mutate: narrowed ?? ['src/domain/**/*.ts', 'src/application/**/*.ts', 'src/infrastructure/http/HttpClient.ts', '!**/*.d.ts'],
  timeoutMS: 20_000,
  floor: 80,
});
