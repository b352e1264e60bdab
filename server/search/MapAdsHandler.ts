import type { AdFilters } from '../../src/domain/adSearch';
import type { AdMap } from '../../src/domain/mapArea';
import { boxAround, gridLevel, type Bbox } from '../../src/domain/mapArea';
import type { NumberLanguage } from '../../src/domain/numbers';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { SearchReader } from './SearchReader';
import { adSearchFrom, checkSearch } from './adSearchQuery';
import type { MapCellRecord } from '../ads/ports';
import { PublicListCache } from '../platform/PublicListCache';

/** At most this many cells across the asked area, however far in it is zoomed: the answer stays small. */
const CELLS_ACROSS = 64;

/**
 * Every result of a search on a map, not only the loaded page (issue 41): the same filters and words as the list,
 * within the area asked for (`bbox`, a drawn `area`, or everywhere), grouped in grid cells of about 64 screen pixels
 * at the zoom level asked for (64–128: the grid's cells nest, src/domain/mapArea.ts gridLevel). Cached like the list, and cleared with it.
 */
export class MapAdsHandler {
  readonly cache = new PublicListCache<AdMap>();

  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      clock: Clock;
      reader: Pick<SearchReader, 'understood' | 'placeOf'>;
    },
  ) {}

  async execute(request: AdFilters & { zoom: number }, lang: NumberLanguage = 'de'): Promise<AdMap> {
    checkSearch(request);
    return this.cache.get(JSON.stringify([request, lang]), async () => {
      const { zoom, ...asked } = request;
      const { filters } = await this.deps.reader.understood(asked, lang);
      const query = { ...adSearchFrom(filters, 1, () => null), place: await this.deps.reader.placeOf(filters.city) };
      const box = query.bbox ?? (query.area ? boxAround(query.area) : null);
      const span = box ? Math.max(box.east - box.west, box.north - box.south) : 360;
      const cells = await this.deps.uow.repos.ads.mapCells(query, this.deps.clock.now(), {
        level: gridLevel(zoom, span, CELLS_ACROSS),
      });
      cells.sort((a, b) => b.count - a.count || a.lat - b.lat || a.lon - b.lon);
      return { total: cells.reduce((sum, cell) => sum + cell.count, 0), cells, bounds: extentOf(cells) };
    });
  }
}

function extentOf(cells: MapCellRecord[]): Bbox | null {
  if (cells.length === 0) return null;
  return {
    west: Math.min(...cells.map((c) => c.bounds.west)),
    south: Math.min(...cells.map((c) => c.bounds.south)),
    east: Math.max(...cells.map((c) => c.bounds.east)),
    north: Math.max(...cells.map((c) => c.bounds.north)),
  };
}
