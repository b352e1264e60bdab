/**
 * Issue 44: what the risk check adds to publishing, with a million photo fingerprints in the index (PostgreSQL:
 * BENCH_DATABASE_URL, default the local test server): p95 ≤ 50 ms for the whole assessment of one ad (its photos and
 * description looked up in the index, the city's median €/m², the owner's day). The local median is measured cold
 * (a new assessment each time), as the first ad of a city in ten minutes meets it. The labelled set's shares are
 * printed by test/server/riskAssessment.test.ts.
 */
import { StatementsOfReasons } from '../server/moderation/StatementsOfReasons';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RiskAssessment } from '../server/moderation/RiskAssessment';
import type { AdRecord } from '../server/ads/domain/ad';
import type { UserRecord } from '../server/accounts/domain/user';
import { openDatabase } from '../server/platform/db/database';
import { UnitOfWorkDrizzle } from '../server/UnitOfWorkDrizzle';
import { percentile, type Report } from './report';
import { seedInBatches } from './seedInBatches';

const OWNER = '00000000-0000-4000-8000-0000000000a1';
const SELLER = '00000000-0000-4000-8000-0000000000a2';

export async function riskCheck(report: Report): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const photos = Number(process.env.BENCH_PHOTOS ?? 1_000_000);
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: url, pgliteDir: null, schemaName: 'bench_risk_v3' });
  } catch (error) {
    report('risk check per ad', `not measured: ${(error as Error).message}`, 'p95 ≤ 50 ms', false);
    return;
  }
  const { db } = handle;
  // Earlier generations: the same hundred photos for every ad; hashes whose low bits were all zero.
  for (const old of ['bench_risk_v1', 'bench_risk_v2'])
    await db.execute(sql.raw(`drop schema if exists ${old} cascade`));
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n ?? 0);
  const market = () => count(sql`select count(*)::int as n from ads where owner_id = ${OWNER}`);
  if ((await market()) < 10_000) {
    await db.execute(sql`truncate content_fingerprints, ads, users cascade`);
    await db.execute(sql`insert into users (id, name, lastname, email, activated) values
      (${OWNER}, 'Markt', 'Bench', 'markt@bench.example', true), (${SELLER}, 'Neu', 'Bench', 'neu@bench.example', true)`);
  }
  // 10,000 live Berlin flats around 15 €/m², each with a hundred photos: a million fingerprints at random.
  await seedInBatches(db, {
    what: 'flats',
    total: 10_000,
    batch: 10_000,
    have: market,
    insert: (from, to) => sql`insert into ads (id, owner_id, title, description, category, price_cents, postal_code,
        city, living_area, status, published_at)
      select gen_random_uuid(), ${OWNER}, 'Wohnung ' || i, 'Vergleich', 'apartment_rent', (700 + i % 800) * 100,
        '10435', 'Berlin', 60, 'active', now() from generate_series(${from}::int, ${to}::int) as i`,
  });
  const photosThere = () => count(sql`select count(*)::int as n from content_fingerprints where owner_id = ${OWNER}`);
  const seeding = (await photosThere()) < photos;
  await seedInBatches(db, {
    what: 'photo fingerprints',
    total: photos,
    batch: 100_000,
    have: photosThere,
    // Four random 16-bit bands make the hash (a random double has too few bits for 64 of them); photo i belongs to
    // the market's flat i mod 10,000.
    insert: (from, to) => sql`insert into content_fingerprints (kind, ad_id, owner_id, hash, band0, band1, band2, band3)
      select 'photo', ad.id, ${OWNER}, (b3::bigint << 48) | (b2::bigint << 32) | (b1::bigint << 16) | b0, b0, b1, b2, b3
      from (select i, floor(random() * 65536)::int as b0, floor(random() * 65536)::int as b1,
              floor(random() * 65536)::int as b2, floor(random() * 65536)::int as b3
            from generate_series(${from}::int, ${to}::int) as i) as photo
      join (select id, row_number() over (order by id) as r from ads where owner_id = ${OWNER}) as ad
        on ad.r = photo.i % 10000 + 1`,
  });
  if (seeding) {
    await db.execute(sql`analyze content_fingerprints`);
    await db.execute(sql`analyze ads`);
  }
  const uow = new UnitOfWorkDrizzle(db);
  const clock = { now: () => new Date(), sleep: (ms: number) => new Promise<void>((done) => setTimeout(done, ms)) };
  const seller = { id: SELLER, createdAt: new Date(Date.now() - 3 * 86_400_000) } as UserRecord;
  // Assessing writes no decision (only recording a hold does), so its statements go nowhere.
  const statements = new StatementsOfReasons({ mailer: { send: async () => {} }, log: console, publicUrl: '' });
  const timings: number[] = [];
  for (let run = 0; run < 60; run++) {
    const adId = randomUUID();
    const ad = {
      id: adId,
      ownerId: SELLER,
      title: 'Neue Wohnung',
      description: `Helle Wohnung mit Balkon in ruhiger Lage, frisch renoviert, Einbauküche, Parkett, Keller und Fahrradraum im Hof, nahe U-Bahn und Park. Besichtigung nach Vereinbarung ${run}.`,
      commission: null,
      category: 'apartment_rent',
      city: 'Berlin',
      priceCents: 90_000,
      livingArea: 60,
    } as unknown as AdRecord;
    // The new ad's three photos in the index, each with its two centre fingerprints (nine hashes); one of them is an
    // existing photo of another account (a copy).
    await db.execute(sql`insert into ads (id, owner_id, title, description, category, postal_code, city, status)
      values (${adId}, ${SELLER}, 'Neue Wohnung', 'Neu', 'apartment_rent', '10435', 'Berlin', 'draft')`);
    await db.execute(sql`insert into content_fingerprints (kind, ad_id, owner_id, hash, band0, band1, band2, band3)
      select 'photo', ${adId}, ${SELLER}, hash, band0, band1, band2, band3 from content_fingerprints
      where kind = 'photo' and owner_id = ${OWNER} offset ${run * 997} limit 1`);
    await db.execute(sql`insert into content_fingerprints (kind, ad_id, owner_id, hash, band0, band1, band2, band3)
      select 'photo', ${adId}, ${SELLER}, (b3::bigint << 48) | (b2::bigint << 32) | (b1::bigint << 16) | b0, b0, b1, b2, b3
      from (select floor(random() * 65536)::int as b0, floor(random() * 65536)::int as b1,
              floor(random() * 65536)::int as b2, floor(random() * 65536)::int as b3
            from generate_series(1, 8)) as hashes`);
    const started = performance.now();
    // A new assessment each time: the city's median is looked up cold, as for the first ad of a city.
    const verdict = await new RiskAssessment({ uow, clock, statements }).execute(ad, seller);
    timings.push(performance.now() - started);
    if (!verdict.signals.some((signal) => signal.rule === 'photo_used_elsewhere'))
      throw new Error('the copied photo was not found: the bench would measure nothing');
  }
  await db.execute(sql`delete from ads where owner_id = ${SELLER}`);
  const p95 = percentile(timings.slice(5), 95);
  report(
    `risk check per ad, ${photos.toLocaleString('en')} photos in the index (PostgreSQL)`,
    `p95 ${p95.toFixed(1)} ms, median ${percentile(timings.slice(5), 50).toFixed(1)} ms`,
    'p95 ≤ 50 ms',
    p95 <= 50,
  );
  await handle.close();
}
