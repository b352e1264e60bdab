import type { Logger } from '../platform/ports';
import type { GazetteerSource, PlaceRepository } from './ports';

/** Rows written per statement: a few hundred kilobytes, so PGlite and a busy PostgreSQL both take it in stride. */
const BATCH = 2000;

/**
 * Loads the gazetteer shipped with the app (every postal code, municipality and district of Germany, Austria and
 * Switzerland; issue 70) into the places table, once per version: queued at a worker's start, so a fresh install
 * knows "Kreuzberg" and "Kleinmachnow" without an import. An interrupted load is finished by the next start (rows are
 * upserted by country, postal code and name; the version is marked last). Places imported or seeded with the same key
 * are updated; any others stay.
 */
export class LoadGazetteer {
  constructor(
    private readonly deps: {
      places: Pick<PlaceRepository, 'upsertMany' | 'gazetteerLoaded' | 'markGazetteerLoaded'>;
      source: GazetteerSource;
      log: Logger;
    },
  ) {}

  async execute(): Promise<{ version: string; loaded: number | null }> {
    const { places, source, log } = this.deps;
    const version = await source.version();
    if (await places.gazetteerLoaded(version)) return { version, loaded: null };
    const started = Date.now();
    let loaded = 0;
    let batch = [];
    for await (const place of source.places()) {
      batch.push(place);
      if (batch.length === BATCH) {
        loaded += await places.upsertMany(batch);
        batch = [];
      }
    }
    loaded += await places.upsertMany(batch);
    await places.markGazetteerLoaded(version, loaded);
    log.info({ version, places: loaded, seconds: (Date.now() - started) / 1000 }, 'gazetteer loaded');
    return { version, loaded };
  }
}
