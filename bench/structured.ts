/**
 * Issue 41 on the million-ad PostgreSQL data (bench/search.ts seeds it): a query whose words are filters
 * ("3 Zimmer Wohnung Berlin bis 1.200 €": understood with the places table, then searched) p95 ≤ 20 ms; the map's
 * grid cells for all of Germany at zoom 6 and for Berlin at zoom 12 p95 ≤ 100 ms — computed, not from the cache.
 */
import { sql } from 'drizzle-orm';
import { adSearchFrom } from '../server/search/adSearchQuery';
import { searchPlace } from '../server/search/SearchReader';
import { UnderstandSearch } from '../server/search/UnderstandSearch';
import type { Database } from '../server/platform/db/database';
import type { AdRepositoryDrizzle } from '../server/ads/adapters/AdRepositoryDrizzle';
import { PlaceRepositoryDrizzle } from '../server/search/adapters/PlaceRepositoryDrizzle';
import { demoPlaces } from '../server/seed/demoPlaces';
import { foldText } from '../server/ads/domain/searchTerms';
import { gridLevel, parseBbox } from '../src/domain/mapArea';
import { withUnderstood } from '../src/domain/understoodSearch';
import { percentile, type Report } from './report';

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings;
}

export async function structuredAndMap(
  db: Database,
  repo: AdRepositoryDrizzle,
  count: number,
  report: Report,
): Promise<void> {
  const places = new PlaceRepositoryDrizzle(db);
  if ((await places.count()) === 0) await places.upsertMany(demoPlaces());
  await db.execute(sql`analyze places`);
  const understand = new UnderstandSearch({ places, clock: { now: () => new Date() } });
  const ads = count.toLocaleString('en');

  for (const q of [
    '3 Zimmer Wohnung Berlin bis 1.200 €',
    'Dachgeschoss München ab 60 m²',
    '2-3 rooms flat Hamburg under 900',
  ]) {
    const lang = /rooms/.test(q) ? 'en' : 'de';
    let total = 0;
    const timings = await timed(40, async () => {
      const understood = await understand.execute(q, lang);
      const filters = withUnderstood({ q }, understood);
      // As AdSearchService.placeOf: the understood city as the places table names it (one lookup, remembered there).
      const named = filters.city
        ? (await places.namedAmong([foldText(filters.city)])).get(foldText(filters.city))
        : undefined;
      const place = named ? searchPlace(named) : null;
      const page = await repo.search({ ...adSearchFrom(filters, 20, () => null), place }, new Date());
      total = page.total;
    });
    const p95 = percentile(timings, 95);
    report(
      `structured query over ${ads} ads: "${q}" (understood, then searched; ${total.toLocaleString('en')} hits)`,
      `median ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      'p95 ≤ 20 ms',
      p95 <= 20,
    );
  }

  const maps = [
    { label: 'all of Germany at zoom 6', bbox: '5.5,47,15.5,55.2', zoom: 6 },
    { label: 'Berlin at zoom 12', bbox: '13.2,52.42,13.6,52.6', zoom: 12 },
    {
      label: 'flats to rent, Berlin at zoom 12',
      bbox: '13.2,52.42,13.6,52.6',
      zoom: 12,
      category: 'apartment_rent' as const,
    },
  ];
  for (const { label, bbox, zoom, category } of maps) {
    const box = parseBbox(bbox)!;
    const query = adSearchFrom({ bbox, category }, 1, () => null);
    const grid = { level: gridLevel(zoom, Math.max(box.east - box.west, box.north - box.south), 64) };
    let cells = 0;
    let located = 0;
    const timings = await timed(20, async () => {
      const answer = await repo.mapCells(query, new Date(), grid);
      cells = answer.length;
      located = answer.reduce((n, c) => n + c.count, 0);
    });
    const p95 = percentile(timings, 95);
    report(
      `map over ${ads} ads: ${label} (${located.toLocaleString('en')} ads in ${cells} cells, computed each time)`,
      `median ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      'p95 ≤ 100 ms',
      p95 <= 100,
    );
  }
}
