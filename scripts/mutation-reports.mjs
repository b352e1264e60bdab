import { CLIENT_AREAS } from '../stryker.client.areas.mjs';
import { SERVER_AREAS } from '../stryker.server.areas.mjs';

/**
 * The results a whole `npm run mutation` keeps, in git (stryker.shared.mjs): one per part of the client core, the HTTP
 * adapters and one per server area. Each is Stryker's incremental file, a full mutation report with the sources it was measured on.
 */
export const STANDARD_REPORTS = [
  ...Object.keys(CLIENT_AREAS).map((part) => `mutation-baseline/${part}.json`),
  'mutation-baseline/adapters.json',
  ...Object.keys(SERVER_AREAS).map((area) => `mutation-baseline/server-${area}.json`),
];
