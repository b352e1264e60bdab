import type { GeocodeCache, Geocoder } from '../ports';
import type { GeoPoint } from '../domain/place';
import { foldText } from '../../ads/ports';

/** Nominatim's usage policy: at most one request per second, an identifying User-Agent, results kept. */
const MIN_INTERVAL_MS = 1000;
const TIMEOUT_MS = 5000;

/**
 * A Nominatim- or Photon-compatible geocoder at GEOCODER_URL (for example https://nominatim.openstreetmap.org/search
 * or https://photon.komoot.io/api). Requests go out one at a time, a second apart; every answer, found or not, is kept
 * in the database, so each address is asked once.
 */
export class GeocoderHttp implements Geocoder {
  private queue: Promise<unknown> = Promise.resolve();
  private last = 0;

  constructor(
    private readonly url: string,
    private readonly userAgent: string,
    private readonly cache: GeocodeCache,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async geocode(query: string): Promise<GeoPoint | null> {
    const key = foldText(query.trim()).replace(/\s+/g, ' ');
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;
    const point = await this.politely(() => this.ask(query));
    await this.cache.put(key, point);
    return point;
  }

  /** One request at a time, at least a second after the previous one. */
  private politely<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const wait = this.last + MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        return await work();
      } finally {
        this.last = Date.now();
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async ask(query: string): Promise<GeoPoint | null> {
    const url = new URL(this.url);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', '1');
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('countrycodes', 'de,at,ch');
    const response = await this.fetchFn(url, {
      headers: { 'user-agent': this.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as unknown;
    // Nominatim: [{ lat: "52.5", lon: "13.4" }]; Photon: { features: [{ geometry: { coordinates: [13.4, 52.5] } }] }.
    if (Array.isArray(body)) {
      const first = body[0] as { lat?: string; lon?: string } | undefined;
      return first?.lat && first.lon ? { lat: Number(first.lat), lon: Number(first.lon) } : null;
    }
    const coordinates = (body as { features?: { geometry?: { coordinates?: [number, number] } }[] }).features?.[0]
      ?.geometry?.coordinates;
    return coordinates ? { lat: coordinates[1], lon: coordinates[0] } : null;
  }
}
