import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CLIENT_AREAS } from './stryker.client.areas.mjs';
import { SERVER_AREAS } from './stryker.server.areas.mjs';

/**
 * The results a whole `npm run mutation` keeps, in git (stryker.shared.mjs): one per part of the client core, the HTTP
 * adapters and one per server area. Each is Stryker's incremental file, a full mutation report with the sources it was measured on, gzipped.
 */
export const STANDARD_REPORTS = [
  ...Object.keys(CLIENT_AREAS).map((part) => `mutation/baseline/${part}.json.gz`),
  'mutation/baseline/adapters.json.gz',
  ...Object.keys(SERVER_AREAS).map((area) => `mutation/baseline/server-${area}.json.gz`),
];

/** A kept report as JSON text, unpacked when gzipped. */
export function readReport(file) {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
