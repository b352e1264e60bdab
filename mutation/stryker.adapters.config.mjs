// @ts-check
import { mutationRun } from './stryker.shared.mjs';

/**
 * Mutation testing of the client's HTTP adapters (issue 16) against the contract tests, which drive each adapter
 * against the real server, and the event stream's own tests. `MUTATE=file,file` narrows it (reported as adapters-changed.json).
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^src\/infrastructure\/http\/(?!HttpClient\.ts)/.test(f));
export default mutationRun({
  name: narrowed ? 'adapters-changed' : 'adapters',
  vitestConfig: 'mutation/vitest.mutation.adapters.config.ts',
  mutate: narrowed ?? ['src/infrastructure/http/*.ts', '!src/infrastructure/http/HttpClient.ts'],
  timeoutMS: 30_000,
  floor: 70,
});
