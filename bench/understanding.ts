/**
 * Issue 41: how well and how fast a query is understood. Parse accuracy on the understanding set
 * (test/fixtures/understanding.ts), the time the domain's reading adds per query (budget ≤ 1 ms), and the time with
 * the places table's lookup (one query) on PGlite with the demo's places.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildServer } from '../server/app';
import { UnderstandSearch } from '../server/search/UnderstandSearch';
import { loadServerConfig } from '../server/config';
import { understandQuery } from '../src/domain/queryUnderstanding';
import { UNDERSTANDING_CASES } from '../test/fixtures/understanding';
import { percentile, type Report } from './report';

export async function understanding(report: Report): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-understanding-'));
  const config = await loadServerConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { seedDemoData: true, clientDir: null },
  );
  const server = await buildServer(config);
  try {
    const understand = new UnderstandSearch({ places: server.services.uow.repos.places });
    let right = 0;
    const withLookup: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const { q, lang, filters, rest } of UNDERSTANDING_CASES) {
        const started = performance.now();
        const understood = await understand.execute(q, lang);
        withLookup.push(performance.now() - started);
        if (round === 0 && isDeepStrictEqual(understood.filters, filters) && understood.rest === rest) right += 1;
      }
    }
    const accuracy = right / UNDERSTANDING_CASES.length;
    report(
      `query understanding, ${UNDERSTANDING_CASES.length} queries in de and en: parse accuracy`,
      `${(accuracy * 100).toFixed(1)} %`,
      '100 %',
      accuracy === 1,
    );

    // The reading alone, with the places already known (what understanding adds to a search beside its lookup).
    const known = new Map([
      ['berlin', 'Berlin'],
      ['prenzlauer berg', 'Prenzlauer Berg'],
      ['muenchen', 'München'],
      ['münchen', 'München'],
    ]);
    const reading: number[] = [];
    for (let round = 0; round < 200; round++) {
      for (const { q, lang } of UNDERSTANDING_CASES) {
        const started = performance.now();
        understandQuery(q, lang, (phrase) => (known.has(phrase) ? { city: known.get(phrase)! } : null));
        reading.push(performance.now() - started);
      }
    }
    const p95 = percentile(reading, 95);
    report(
      'query understanding: the reading alone per query',
      `median ${percentile(reading, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`,
      '≤ 1 ms',
      p95 <= 1,
    );
    report(
      'query understanding with the places lookup (PGlite)',
      `median ${percentile(withLookup, 50).toFixed(2)} ms, p95 ${percentile(withLookup, 95).toFixed(2)} ms`,
      'reported',
      true,
    );
  } finally {
    await server.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
