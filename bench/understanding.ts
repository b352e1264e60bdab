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
import { GazetteerSourceGzip } from '../server/search/adapters/GazetteerSourceGzip';
import type { PlaceRecord } from '../server/search/domain/place';
import { generatedPlaceQueries, scorePlaceReading, WRITTEN_PLACE_QUERIES } from '../test/fixtures/placeQueries';
import { scoreTypedSearches, TYPED_SEARCH_DAY, TYPED_SEARCHES } from '../test/fixtures/typedSearches';
import { percentile, type Report } from './report';

export async function understanding(report: Report): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-understanding-'));
  const config = await loadServerConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { seedDemoData: true, clientDir: null },
  );
  const server = await buildServer(config);
  try {
    // As a fresh install has it: the demo's places and the shipped gazetteer (issue 70).
    const started = performance.now();
    const { loaded } = await server.services.search.loadGazetteer.execute();
    report(
      'gazetteer load at first start (PGlite)',
      `${loaded} places in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      'reported',
      true,
    );
    const understand = new UnderstandSearch({ places: server.services.uow.repos.places, clock: TYPED_SEARCH_DAY });
    const cityOf = async (q: string) => (await understand.execute(q)).filters.city;
    const written = await scorePlaceReading(WRITTEN_PLACE_QUERIES, cityOf);
    report(
      `places read in ${WRITTEN_PLACE_QUERIES.length} written searches (districts, no umlauts, typos, English, plain words)`,
      `precision ${(written.precision * 100).toFixed(1)} %, recall ${(written.recall * 100).toFixed(1)} %`,
      '100 %',
      written.precision === 1 && written.recall === 1,
    );
    const typedStarted = performance.now();
    const typed = await scoreTypedSearches(({ q, lang }) => understand.execute(q, lang));
    report(
      `filters read in ${TYPED_SEARCHES.length} searches as people type them (rooms, prices, areas, kinds, places)`,
      `precision ${(typed.precision * 100).toFixed(1)} %, recall ${(typed.recall * 100).toFixed(1)} %, ${typed.exact} whole; ${((performance.now() - typedStarted) / TYPED_SEARCHES.length).toFixed(2)} ms a search with the places lookup`,
      '100 %',
      typed.precision === 1 && typed.recall === 1,
    );
    const places: PlaceRecord[] = [];
    for await (const place of new GazetteerSourceGzip().places()) places.push(place);
    const generatedQueries = generatedPlaceQueries(places, 400);
    const generated = await scorePlaceReading(generatedQueries, cityOf);
    report(
      `places read in ${generatedQueries.length} searches made from the gazetteer (as written, no umlauts, a letter dropped)`,
      `precision ${(generated.precision * 100).toFixed(1)} %, recall ${(generated.recall * 100).toFixed(1)} %`,
      '≥ 97 % and ≥ 90 %',
      generated.precision >= 0.97 && generated.recall >= 0.9,
    );
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
      'query understanding with the places lookup (PGlite, the gazetteer loaded)',
      `median ${percentile(withLookup, 50).toFixed(2)} ms, p95 ${percentile(withLookup, 95).toFixed(2)} ms`,
      'reported',
      true,
    );
  } finally {
    await server.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
