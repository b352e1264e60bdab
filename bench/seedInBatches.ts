import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../server/platform/db/database';

/**
 * Seeds a large table in batches that each commit on their own, so a busy machine neither meets the server's
 * per-statement timeout (lifted for the seed's own transactions only) nor loses what was done: a run stopped midway
 * goes on where it stopped (rows `from`..`to` are made by `insert`, and `have` counts how many are there). Prints its
 * progress, since a million rows take minutes here.
 */
export async function seedInBatches(
  db: Database,
  seed: {
    what: string;
    total: number;
    batch: number;
    have: () => Promise<number>;
    insert: (from: number, to: number) => SQL;
  },
): Promise<void> {
  let done = await seed.have();
  if (done >= seed.total) return;
  const started = Date.now();
  const count = (n: number) => n.toLocaleString('en');
  console.log(`seeding ${count(seed.total)} ${seed.what}${done > 0 ? `, going on from ${count(done)}` : ''}…`);
  while (done < seed.total) {
    const to = Math.min(done + seed.batch, seed.total);
    const from = done + 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(seed.insert(from, to));
    });
    done = to;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`  ${count(done)} of ${count(seed.total)} ${seed.what} (${seconds} s)`);
  }
}
