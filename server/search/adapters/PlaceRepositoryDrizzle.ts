import { asc, count, eq, sql } from 'drizzle-orm';
import type { PlaceRepository } from '../ports';
import type { PlaceRecord } from '../domain/place';
import { foldText } from '../../ads/ports';
import type { Database } from '../../platform/db/database';
import { places } from '../../platform/db/schema';

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
    const [byName] = await this.db
      .select()
      .from(places)
      .where(eq(places.nameFolded, folded))
      .orderBy(asc(places.postalCode))
      .limit(1);
    return byName ? toRecord(byName) : null;
  }

  async namedAmong(foldedPhrases: string[]): Promise<Map<string, { name: string; city: string }>> {
    if (foldedPhrases.length === 0) return new Map();
    const rows = (await this.db.execute(sql`
      select distinct on (${places.nameFolded}) ${places.nameFolded} as folded, ${places.name} as name, ${places.city} as city
      from ${places}
      where ${places.nameFolded} in (${sql.join(
        foldedPhrases.map((p) => sql`${p}`),
        sql`, `,
      )})
      order by ${places.nameFolded}, (${places.name} = ${places.city}) desc, ${places.postalCode}`)) as unknown as {
      rows: { folded: string; name: string; city: string }[];
    };
    return new Map(rows.rows.map((r) => [r.folded, { name: r.name, city: r.city }]));
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
