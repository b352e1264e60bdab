/**
 * Issue 45: the landlord's board of an ad with 500 applicants (PostgreSQL: BENCH_DATABASE_URL, default the local test
 * server) — p95 ≤ 100 ms for the whole answer: every applicant with the stage's facts, attendance, conversation and
 * shared documents. Seeded once into its own schema.
 */
import { sql } from 'drizzle-orm';
import { ReadApplications } from '../server/applications/ReadApplications';
import { openDatabase } from '../server/platform/db/database';
import { UnitOfWorkDrizzle } from '../server/UnitOfWorkDrizzle';
import { percentile, type Report } from './report';

const LANDLORD = '00000000-0000-4000-8000-0000000000b1';
const AD = '00000000-0000-4000-8000-0000000000b2';
const APPLICANTS = 500;

export async function board(report: Report): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: url, pgliteDir: null, schemaName: 'bench_board_v1' });
  } catch (error) {
    report('applicant board', `not measured: ${(error as Error).message}`, 'p95 ≤ 100 ms', false);
    return;
  }
  const { db } = handle;
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from applications`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if ((counted?.n ?? 0) < APPLICANTS) {
    await db.execute(sql`truncate applications, conversations, tenant_profiles, ads, users cascade`);
    await db.execute(sql`insert into users (id, name, lastname, email, activated)
      values (${LANDLORD}, 'Lena', 'Bench', 'lena@bench.example', true)`);
    await db.execute(sql`insert into ads (id, owner_id, title, description, category, price_cents, postal_code, city,
        status, published_at) values (${AD}, ${LANDLORD}, 'Altbau', 'Bench', 'apartment_rent', 120000, '10435',
        'Berlin', 'active', now())`);
    await db.execute(sql`insert into users (id, name, lastname, email, activated)
      select gen_random_uuid(), 'Person' || i, 'Bench', 'p' || i || '@bench.example', true
      from generate_series(1, ${APPLICANTS}) as i`);
    await db.execute(sql`insert into conversations (ad_id, ad_title, seeker_id, seller_id)
      select ${AD}, 'Altbau', id, ${LANDLORD} from users where id <> ${LANDLORD}`);
    await db.execute(sql`insert into tenant_profiles (user_id, adults, children, pets, income_band, employment, intro,
        guarantor) select id, 2, 1, '', '2500_3500', 'employed', 'Ruhig und zuverlässig.', false
      from users where id <> ${LANDLORD}`);
    await db.execute(sql`insert into applications (ad_id, seeker_id, status, profile_consent)
      select ${AD}, id, (array['new','invited','viewed','shortlisted','declined'])[1 + (row_number() over ()) % 5],
        true from users where id <> ${LANDLORD}`);
    await db.execute(sql`analyze`);
  }
  const read = new ReadApplications({
    uow: new UnitOfWorkDrizzle(db),
    clock: { now: () => new Date(), sleep: async () => {} },
  });
  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 60; run++) {
    const started = performance.now();
    const answer = await read.execute(LANDLORD, AD);
    bytes = JSON.stringify(answer).length;
    timings.push(performance.now() - started);
    if (answer.applicants.length !== APPLICANTS) throw new Error('the board lost applicants: nothing measured');
  }
  const p95 = percentile(timings.slice(5), 95);
  report(
    `applicant board of an ad with ${APPLICANTS} applicants (PostgreSQL, ${(bytes / 1024).toFixed(0)} KB JSON)`,
    `p95 ${p95.toFixed(1)} ms, median ${percentile(timings.slice(5), 50).toFixed(1)} ms`,
    'p95 ≤ 100 ms',
    p95 <= 100,
  );
  await handle.close();
}
