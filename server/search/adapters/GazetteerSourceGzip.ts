import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import type { GazetteerSource, PlaceRecord } from '../ports';

/**
 * The file scripts/buildGazetteer.ts writes (GeoNames, CC BY 4.0): beside this module's folder in the sources, at the
 * root's gazetteer/ in the built server (whose chunks sit at its root; scripts/build-server.mjs copies it there).
 */
function gazetteerFile(): string {
  const candidates = ['../gazetteer/places-dach.tsv.gz', './gazetteer/places-dach.tsv.gz'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

/**
 * The gazetteer as shipped: one gzipped tab-separated line per place (country, postal code, name, municipality, state,
 * latitude, longitude). Its version is the file's digest, so a rebuilt file loads again.
 */
export class GazetteerSourceGzip implements GazetteerSource {
  constructor(private readonly file: string = gazetteerFile()) {}

  async version(): Promise<string> {
    return createHash('sha256')
      .update(await readFile(this.file))
      .digest('hex')
      .slice(0, 16);
  }

  async *places(): AsyncIterable<PlaceRecord> {
    const lines = createInterface({ input: createReadStream(this.file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      const [country, postalCode, name, city, state, lat, lon] = line.split('\t');
      if (!country || !postalCode || !name || !city) continue;
      yield { country, postalCode, name, city, state: state || null, lat: Number(lat), lon: Number(lon) };
    }
  }
}
