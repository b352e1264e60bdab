import { SERVER_AREAS } from '../stryker.server.areas.mjs';

/**
 * The results a whole `npm run mutation` keeps, in git (stryker.shared.mjs): the client core, the HTTP adapters and one
 * per server area. Each is Stryker's incremental file, a full mutation report with the sources it was measured on.
 */
export const STANDARD_REPORTS = [
  'mutation-baseline/client.json',
  'mutation-baseline/adapters.json',
  ...Object.keys(SERVER_AREAS).map((area) => `mutation-baseline/server-${area}.json`),
];
