import { SERVER_AREAS } from '../stryker.server.areas.mjs';

/** The reports a whole `npm run mutation` writes: the client core, the HTTP adapters and one per server area. */
export const STANDARD_REPORTS = [
  'reports/mutation/client.json',
  'reports/mutation/adapters.json',
  ...Object.keys(SERVER_AREAS).map((area) => `reports/mutation/server-${area}.json`),
];
