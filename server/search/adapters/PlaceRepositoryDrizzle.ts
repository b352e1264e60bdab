import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { NamedPlace, PlaceRepository } from '../ports';
import type { PlaceRecord } from '../domain/place';
import { distance } from 'fastest-levenshtein';
import { foldText } from '../../ads/ports';
import type { Database } from '../../platform/db/database';
import { gazetteerLoads, places } from '../../platform/db/schema';

type Row = typeof places.$inferSelect;

function toRecord(row: Row): PlaceRecord {
  return {
    country: row.country,
    postalCode: row.postalCode,
    name: row.name,
    city: row.city,
    state: row.state,
    lat: row.latitude,
    lon: row.longitude,
  };
}

function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Postal codes a town needs to be meant by its first word alone ("Frankfurt", "Ludwigshafen", "Klagenfurt"). */
const TOWN_BY_FIRST_WORD = 4;

export class PlaceRepositoryDrizzle implements PlaceRepository {
  constructor(private readonly db: Database) {}

  async suggest(text: string, limit: number): Promise<PlaceRecord[]> {
    const input = text.trim();
    if (/^\d{1,5}$/.test(input)) {
      return (
        await this.db
          .select()
          .from(places)
          .where(sql`${places.postalCode} like ${`${input}%`}`)
          .orderBy(asc(places.postalCode), asc(places.name))
          .limit(limit)
      ).map(toRecord);
    }
    const folded = literal(foldText(input));
    // One entry per name and city (a city has many postal codes); cities first, then the shorter names.
    const rows = (await this.db.execute(sql`
      select distinct on (${places.nameFolded}, ${places.city}) *
      from ${places}
      where ${places.nameFolded} like ${`${folded}%`} or ${places.nameFolded} like ${`% ${folded}%`}
      order by ${places.nameFolded}, ${places.city}, ${places.postalCode}
      limit 200`)) as unknown as {
      rows: {
        country: string;
        postal_code: string;
        name: string;
        city: string;
        state: string | null;
        latitude: number;
        longitude: number;
      }[];
    };
    return rows.rows
      .map((r) => ({
        country: r.country,
        postalCode: r.postal_code,
        name: r.name,
        city: r.city,
        state: r.state,
        lat: r.latitude,
        lon: r.longitude,
      }))
      .sort(
        (a, b) =>
          Number(a.name !== a.city) - Number(b.name !== b.city) ||
          a.name.length - b.name.length ||
          a.name.localeCompare(b.name),
      )
      .slice(0, limit);
  }

  async findForAddress(postalCode: string, city: string): Promise<PlaceRecord | null> {
    const folded = foldText(city.trim());
    const byCode = await this.db
      .select()
      .from(places)
      .where(eq(places.postalCode, postalCode.trim()))
      .orderBy(asc(places.id));
    const match = byCode.find((p) => p.nameFolded === folded || foldText(p.city) === folded) ?? byCode[0];
    if (match) return toRecord(match);
    // Of several places of that name, the larger municipality's (as namedAmong chooses).
    const [byName] = await this.db
      .select()
      .from(places)
      .where(eq(places.nameFolded, folded))
      .orderBy(
        sql`(select count(distinct c.postal_code) from ${places} c where c.city = ${places.city}) desc`,
        sql`(${places.name} = ${places.city}) desc`,
        asc(places.postalCode),
      )
      .limit(1);
    return byName ? toRecord(byName) : null;
  }

  async namedAmong(foldedPhrases: string[]): Promise<Map<string, NamedPlace>> {
    const phrases = [...new Set(foldedPhrases)].filter((p) => p !== '');
    if (phrases.length === 0) return new Map();
    const found = await this.bestPlaces(
      sql`${places.nameFolded}`,
      sql`${places.name}`,
      sql`${places.nameFolded} in (${sql.join(
        phrases.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
    // "Schwabing": no place of that name, but the start of Schwabing-West's and Schwabing-Freimann's, both München's.
    const starts = phrases.filter((p) => !found.has(p) && /^[\p{L}]{4,}$/u.test(p)).slice(0, 40);
    if (starts.length > 0) {
      const districts = await this.bestPlaces(
        sql`split_part(${places.nameFolded}, '-', 1)`,
        sql`split_part(${places.name}, '-', 1)`,
        sql`(${sql.join(
          starts.map((p) => sql`${places.nameFolded} like ${`${literal(p)}-%`}`),
          sql` or `,
        )}) and ${places.name} <> ${places.city}`,
      );
      for (const [phrase, place] of districts) found.set(phrase, place);
    }
    // "Frankfurt", "Villingen", "Bad Homburg": no place of that name, but the start of Frankfurt am Main's (far larger
    // than Frankfurt (Oder)), Villingen-Schwenningen's, Bad Homburg vor der Höhe's. Only where one town clearly is the
    // one meant, and for one word a town of some size ("Klein" is not Klein St. Paul, "Schloss" not Schloß
    // Holte-Stukenbrock).
    const shortNames = phrases
      .filter((p) => !found.has(p) && /^\p{L}+(?: \p{L}+)?$/u.test(p) && p.length >= 4)
      .sort((a, b) => b.length - a.length)
      .slice(0, 40);
    if (shortNames.length > 0) {
      const starts = (p: string) =>
        sql`(${places.nameFolded} like ${`${literal(p)} %`} or ${places.nameFolded} like ${`${literal(p)}-%`})`;
      const towns = await this.bestPlaces(
        sql`case ${sql.join(
          shortNames.map((p) => sql`when ${starts(p)} then ${p}`),
          sql` `,
        )} end`,
        sql`${places.name}`,
        sql`(${sql.join(shortNames.map(starts), sql` or `)}) and ${places.name} = ${places.city}`,
      );
      for (const [phrase, town] of towns)
        if (town.postalCodes.length > 0 && (town.cityPostalCodes >= TOWN_BY_FIRST_WORD || phrase.includes(' ')))
          found.set(phrase, town);
    }
    // "Berlin-Mitte": Berlin's Mitte, not the larger city's.
    const inCity = phrases
      .filter((p) => !found.has(p))
      .map((p) => p.split('-'))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && parts[1] !== '')
      .slice(0, 20);
    if (inCity.length > 0) {
      const districts = await this.bestPlaces(
        sql`inserat_fold(${places.city}) || '-' || ${places.nameFolded}`,
        sql`${places.name}`,
        sql`(${sql.join(
          inCity.map(
            ([city, name]) => sql`(${places.nameFolded} = ${name} and inserat_fold(${places.city}) = ${city})`,
          ),
          sql` or `,
        )})`,
      );
      for (const [phrase, place] of districts) found.set(phrase, place);
    }
    return found;
  }

  /**
   * The place each word of seven letters or more misspells: a name one edit away (two from nine letters on) with the same
   * first letter among those sharing its trigrams, of a city with several postal codes or a district of one — never a
   * word that ads use.
   */
  async misspelled(words: string[]): Promise<Map<string, NamedPlace>> {
    if (words.length === 0) return new Map();
    const candidates = (await this.db.execute(sql`
      select w.word, p.name_folded as folded
      from unnest(array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as w(word)
      join ${places} p on p.name_folded % w.word
      where not exists (select 1 from search_words s where s.word = w.word)
      group by 1, 2`)) as unknown as { rows: { word: string; folded: string }[] };
    const meant = new Map<string, { folded: string; edits: number }[]>();
    for (const { word, folded } of candidates.rows) {
      const allowed = word.length >= 9 ? 2 : 1;
      const edits = distance(word, folded);
      // People rarely miss a name's first letter; "Garten" is not "Marten" (Dortmund), nor "Keller" "Kellen".
      if (word[0] === folded[0] && edits <= allowed) meant.set(word, [...(meant.get(word) ?? []), { folded, edits }]);
    }
    if (meant.size === 0) return new Map();
    const named = await this.namedAmong([...new Set([...meant.values()].flat().map((c) => c.folded))]);
    const found = new Map<string, NamedPlace>();
    for (const [word, names] of meant) {
      // The nearest spelling first, then the larger city.
      const best = names
        .map(({ folded, edits }) => ({ place: named.get(folded), edits }))
        .filter((c): c is { place: NamedPlace; edits: number } => c.place !== undefined && c.place.cityPostalCodes >= 3)
        .sort((a, b) => a.edits - b.edits || b.place.cityPostalCodes - a.place.cityPostalCodes)[0];
      if (best) found.set(word, best.place);
    }
    return found;
  }

  /**
   * Per folded name (as `folded` computes it from a row), the place of the largest municipality among the rows `where`
   * finds — measured by its postal codes — with every postal code it has there. Those codes are its area only where it
   * is clearly the one meant (its city has three times the codes of the next city with a place of that name): Berlin's
   * Kreuzberg beside an Austrian hamlet, not Hamburg's Mitte beside Berlin's.
   */
  private async bestPlaces(folded: SQL, name: SQL, where: SQL): Promise<Map<string, NamedPlace>> {
    const rows = (await this.db.execute(sql`
      with hits as (
        select ${folded} as folded, ${name} as name, ${places.city} as city,
          array_agg(distinct ${places.postalCode} order by ${places.postalCode}) as postal_codes
        from ${places} where ${where}
        group by 1, 2, 3
      )
      select folded, name, city, postal_codes,
        (select count(distinct c.postal_code) from ${places} c where c.city = hits.city)::int as city_size
      from hits`)) as unknown as {
      rows: { folded: string; name: string; city: string; postal_codes: string[]; city_size: number }[];
    };
    const byName = new Map<string, typeof rows.rows>();
    for (const row of rows.rows) byName.set(row.folded, [...(byName.get(row.folded) ?? []), row]);
    const best = new Map<string, NamedPlace>();
    for (const [folded, hits] of byName) {
      hits.sort(
        (a, b) =>
          b.city_size - a.city_size ||
          Number(b.name === b.city) - Number(a.name === a.city) ||
          a.city.localeCompare(b.city),
      );
      const [first, second] = hits as [(typeof hits)[number], ...typeof hits];
      const clear = !second || first.city_size >= 3 * second.city_size;
      best.set(folded, {
        name: first.name,
        city: first.city,
        postalCodes: clear ? first.postal_codes : [],
        cityPostalCodes: first.city_size,
      });
    }
    return best;
  }

  async gazetteerLoaded(version: string): Promise<boolean> {
    const [row] = await this.db
      .select({ version: gazetteerLoads.version })
      .from(gazetteerLoads)
      .where(eq(gazetteerLoads.version, version));
    return row !== undefined;
  }

  async markGazetteerLoaded(version: string, loaded: number): Promise<void> {
    await this.db.insert(gazetteerLoads).values({ version, places: loaded }).onConflictDoNothing();
  }

  async upsertMany(list: PlaceRecord[]): Promise<number> {
    if (list.length === 0) return 0;
    const rows = list.map((p) => ({
      country: p.country,
      postalCode: p.postalCode,
      name: p.name,
      city: p.city,
      state: p.state,
      latitude: p.lat,
      longitude: p.lon,
    }));
    await this.db
      .insert(places)
      .values(rows)
      .onConflictDoUpdate({
        target: [places.country, places.postalCode, places.name],
        set: {
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    return rows.length;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(places);
    return row?.n ?? 0;
  }
}
