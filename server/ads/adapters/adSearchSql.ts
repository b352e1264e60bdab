import { and, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ENERGY_CLASSES, RENT_CATEGORIES, type AdSort } from '../../../src/domain/ad';
import type { AdCursor, AdSearch, SearchTerm } from '../ports';
import { boxAround } from '../../../src/domain/mapArea';
import { ads, users } from '../../platform/db/schema';

/** Ads without the sorted value (price on request, no living area) come last in both directions. */
const HIGH = 2147483647;
const LOW = -1;

export type OrderedSort = Exclude<AdSort, 'relevance'>;

/**
 * Each order the list can take: the expression, its direction, and whether cursors carry a date or a number. The
 * expressions are spelled exactly as the indexes in schema.ts, so the planner can walk an index for common queries.
 */
export const ORDERS: Record<OrderedSort, { expr: SQL; dir: 'asc' | 'desc'; kind: 'date' | 'number' }> = {
  newest: { expr: sql`${ads.publishedAt}`, dir: 'desc', kind: 'date' },
  // The latest cut first; ads never cut (the epoch) after them.
  reduced: { expr: sql`coalesce(${ads.priceReducedAt}, 'epoch'::timestamptz)`, dir: 'desc', kind: 'date' },
  price_asc: { expr: sql`coalesce(${ads.priceCents}, ${sql.raw(String(HIGH))})`, dir: 'asc', kind: 'number' },
  price_desc: { expr: sql`coalesce(${ads.priceCents}, ${sql.raw(String(LOW))})`, dir: 'desc', kind: 'number' },
  price_sqm_asc: { expr: sql`coalesce(${ads.pricePerSqmCents}, ${sql.raw(String(HIGH))})`, dir: 'asc', kind: 'number' },
  price_sqm_desc: {
    expr: sql`coalesce(${ads.pricePerSqmCents}, ${sql.raw(String(LOW))})`,
    dir: 'desc',
    kind: 'number',
  },
  area_asc: { expr: sql`coalesce(${ads.livingArea}, ${sql.raw(String(HIGH))})`, dir: 'asc', kind: 'number' },
  area_desc: { expr: sql`coalesce(${ads.livingArea}, ${sql.raw(String(LOW))})`, dir: 'desc', kind: 'number' },
};

/**
 * Each searched form as PostgreSQL's German stemmer reads it ("Dachterrassen" → dachterrass), looked up once per form
 * (see AdRepositoryDrizzle.lexemes). The queries carry finished tsquery constants instead of to_tsquery() calls: the
 * planner can only estimate how many ads match a constant, and that estimate decides between walking the newest-first
 * index (a common word) and asking the GIN index (a rare one) — the difference between 3 ms and 800 ms over a million
 * ads.
 */
export type Lexemes = ReadonlyMap<string, readonly string[]>;

/** A tsquery constant: each form's stems as prefixes, restricted to the given weights if any. */
function prefixQuery(forms: string[], lexemes: Lexemes, weights = ''): string {
  return [...new Set(forms.flatMap((f) => lexemes.get(f) ?? []))]
    .map((lexeme) => `'${lexeme}':*${weights}`)
    .join(' | ');
}

/** A form as the ending of a compound, in title (A) or description (C): a prefix of the reversed words. */
function asEnding(forms: string[], weights = ''): SQL {
  const long = forms.map((f) => f.replace(/[^\p{L}\p{N}]/gu, '')).filter((f) => f.length >= 4);
  if (long.length === 0) return sql`false`;
  const reversed = long.map((f) => `'${[...f].reverse().join('')}':*${weights}`).join(' | ');
  return sql`${ads.searchEndings} @@ ${reversed}::tsquery`;
}

function inText(forms: string[], lexemes: Lexemes, weights = ''): SQL {
  const query = prefixQuery(forms, lexemes, weights);
  return query === '' ? sql`false` : sql`${ads.search} @@ ${query}::tsquery`;
}

/** A word as a German stem prefix in the text, or as the ending of a compound ("balkon" in "Südbalkon"). */
export function termMatches(term: SearchTerm, lexemes: Lexemes): SQL {
  const forms = [...term.strong, ...term.weak];
  return sql`(${inText(forms, lexemes)} or ${asEnding(forms)})`;
}

/**
 * Per word, by where it appears: the word (or its main translation, or a compound's head) in the title 4, in the place
 * or the features 3, in the description 2 (also as the ending of a compound there); a looser synonym anywhere 1. Ads
 * matching more words rank higher.
 */
export function relevanceScore(terms: SearchTerm[], lexemes: Lexemes): SQL {
  const parts = terms.map(
    (t) => sql`(case
      when ${inText(t.strong, lexemes, 'A')} or ${asEnding(t.strong, 'A')} then 4
      when ${inText(t.strong, lexemes, 'B')} then 3
      when ${inText(t.strong, lexemes, 'C')} or ${asEnding(t.strong, 'C')} then 2
      when ${inText(t.weak, lexemes)} or ${asEnding(t.weak)} then 1
      else 0 end)`,
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** Kaltmiete + Nebenkosten + Heizkosten of a rent, as serialize.ts states it; null (so no match) when the ad does not say it. */
function warmRent(): SQL {
  const rents = sql.join(
    RENT_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`(case when ${ads.category} not in (${rents}) then null when ${ads.heatingIncluded} then ${ads.priceCents} + ${ads.serviceChargeCents}
    else ${ads.priceCents} + ${ads.serviceChargeCents} + ${ads.heatingCostCents} end)`;
}

/** LIKE pattern text with its wildcards escaped. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Kilometres per degree of latitude (and of longitude at the equator), on the mean Earth radius. */
const KM_PER_DEGREE = 111.195;

/** Great-circle (haversine) distance in km from a point to an ad's coordinates, in plain SQL (no cube/earthdistance). */
function distanceKm(lat: number, lon: number): SQL {
  return sql`(12742.0 * asin(least(1, sqrt(
    power(sin(radians(${ads.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${ads.latitude})) * power(sin(radians(${ads.longitude} - ${lon}) / 2), 2)))))`;
}

/** Everything a visitor's filters ask for (any of the searched words), plus what makes an ad public. */
/** What makes an ad public: live, not run out, and its owner not blocked. */
export function publicAdFilters(now: Date): SQL[] {
  return [
    eq(ads.status, 'active'),
    or(isNull(ads.expiresAt), gt(ads.expiresAt, now))!,
    // A blocked person's ads disappear with them and come back when they are unblocked.
    sql`not exists (select 1 from ${users} where ${users.id} = ${ads.ownerId} and ${users.blocked})`,
  ];
}

export function searchFilters(query: AdSearch, now: Date, fold: (text: string) => string, lexemes: Lexemes): SQL {
  const filters: SQL[] = publicAdFilters(now);
  if (query.terms.length > 0)
    filters.push(
      sql`(${sql.join(
        query.terms.map((t) => termMatches(t, lexemes)),
        sql` or `,
      )})`,
    );
  if (query.category) filters.push(eq(ads.category, query.category));
  if (query.place) {
    // A district ("Mitte") may be one in several cities: every city's. Its area is also its postal codes, for ads whose
    // seller named no district ("Schwabing": Schwabing-West's and Schwabing-Freimann's codes).
    const { city, district, postalCodes } = query.place;
    const inCodes =
      postalCodes.length > 0
        ? sql` or (coalesce(${ads.district}, '') = '' and ${ads.postalCode} in (${sql.join(
            postalCodes.map((code) => sql`${code}`),
            sql`, `,
          )}))`
        : sql``;
    filters.push(
      district
        ? sql`(inserat_fold(${ads.district}) like ${`${literal(district)}%`}${inCodes})`
        : sql`inserat_fold(${ads.city}) like ${`${literal(city)}%`}`,
    );
  } else if (query.city) {
    // From the start of any word of the city or district: "Frankfurt" finds "Frankfurt am Main", "Berg" "Prenzlauer Berg".
    const p = literal(fold(query.city));
    filters.push(
      sql`(inserat_fold(${ads.city}) like ${`${p}%`} or inserat_fold(${ads.city}) like ${`% ${p}%`} or inserat_fold(coalesce(${ads.district}, '')) like ${`${p}%`} or inserat_fold(coalesce(${ads.district}, '')) like ${`% ${p}%`})`,
    );
  }
  if (query.postalCode) filters.push(sql`${ads.postalCode} like ${`${literal(query.postalCode)}%`}`);
  if (query.near) {
    const { lat, lon, radiusKm } = query.near;
    // A box around the centre uses the (latitude, longitude) index; the great-circle distance then cuts its corners.
    const latSpan = radiusKm / KM_PER_DEGREE;
    const lonSpan = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
    filters.push(sql`${ads.latitude} between ${lat - latSpan} and ${lat + latSpan}`);
    filters.push(sql`${ads.longitude} between ${lon - lonSpan} and ${lon + lonSpan}`);
    filters.push(sql`${distanceKm(lat, lon)} <= ${radiusKm}`);
  }
  const price = query.warm ? warmRent() : sql`${ads.priceCents}`;
  if (query.minPrice !== null) filters.push(sql`${price} >= ${query.minPrice}`);
  if (query.maxPrice !== null) filters.push(sql`${price} <= ${query.maxPrice}`);
  if (query.bbox) {
    const { west, south, east, north } = query.bbox;
    filters.push(sql`${ads.latitude} between ${south} and ${north}`, sql`${ads.longitude} between ${west} and ${east}`);
  }
  if (query.area) {
    // The box around the polygon narrows through the (latitude, longitude) index; PostgreSQL's own point-in-polygon
    // test (`<@`, x = longitude) then decides.
    const box = boxAround(query.area);
    const polygon = `(${query.area.map(([lat, lon]) => `(${lon},${lat})`).join(',')})`;
    filters.push(
      sql`${ads.latitude} between ${box.south} and ${box.north}`,
      sql`${ads.longitude} between ${box.west} and ${box.east}`,
    );
    filters.push(sql`point(${ads.longitude}, ${ads.latitude}) <@ ${polygon}::polygon`);
  }
  if (query.minRooms !== null) filters.push(gte(ads.rooms, query.minRooms));
  if (query.maxRooms !== null) filters.push(lte(ads.rooms, query.maxRooms));
  if (query.minArea !== null) filters.push(gte(ads.livingArea, query.minArea));
  if (query.maxArea !== null) filters.push(lte(ads.livingArea, query.maxArea));
  if (query.features.length > 0) filters.push(sql`${ads.features} @> ${JSON.stringify(query.features)}::jsonb`);
  if (query.propertyType && query.propertyTypeWords) {
    // Read from the words: ads whose type is not filled in but whose text says it ("Dachgeschoss") match as well.
    filters.push(
      sql`(${ads.propertyType} = ${query.propertyType} or (${ads.propertyType} is null and ${termMatches(query.propertyTypeWords, lexemes)}))`,
    );
  } else if (query.propertyType) filters.push(eq(ads.propertyType, query.propertyType));
  if (query.minFloor !== null) filters.push(gte(ads.floor, query.minFloor));
  if (query.maxFloor !== null) filters.push(lte(ads.floor, query.maxFloor));
  if (query.minYear !== null) filters.push(gte(ads.yearBuilt, query.minYear));
  if (query.maxYear !== null) filters.push(lte(ads.yearBuilt, query.maxYear));
  if (query.energyClass) {
    const good = ENERGY_CLASSES.slice(0, ENERGY_CLASSES.indexOf(query.energyClass) + 1);
    filters.push(
      sql`${ads.energyCertificate}->>'efficiencyClass' in (${sql.join(
        good.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  // No date means "available now".
  if (query.availableBy) filters.push(or(isNull(ads.availableFrom), lte(ads.availableFrom, query.availableBy))!);
  if (query.commissionFree) filters.push(eq(ads.commissionFree, true));
  if (query.sellerType) filters.push(eq(ads.sellerType, query.sellerType));
  if (query.featured) filters.push(gt(ads.featuredUntil, now));
  return and(...filters)!;
}

/** ORDER BY and the keyset condition for one of the ordered sorts. `nullsSpelling` steers the planner (see search()). */
export function orderFor(sort: OrderedSort, cursor: AdCursor | null, nullsSpelling: 'nulls first' | 'nulls last') {
  const { expr, dir, kind } = ORDERS[sort];
  const direction = sql.raw(`${dir} ${nullsSpelling}`);
  const order = [sql`${expr} ${direction}`, sql`${ads.id} ${direction}`];
  if (!cursor) return { order, keyset: undefined };
  const value =
    kind === 'date' ? sql`${new Date(String(cursor.value)).toISOString()}::timestamptz` : sql`${Number(cursor.value)}`;
  const keyset =
    dir === 'desc'
      ? sql`(${expr}, ${ads.id}) < (${value}, ${cursor.id})`
      : sql`(${expr}, ${ads.id}) > (${value}, ${cursor.id})`;
  return { order, keyset };
}
