import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/platform/db/database';
import { ReadReplicas, type ReplicaConnection } from '../../../server/platform/db/readReplicas';
import { RecentWritesMemory } from '../../../server/platform/adapters/db/RecentWritesMemory';

/**
 * Read replicas with read-your-writes (issue 73), the routing alone: which reads go where, as the clock, the replica's
 * replay and the writes move. The cluster test (test/cluster/replicas.cluster.test.ts) shows it on a real replica.
 */
function world(options: { maxLagMs?: number } = {}) {
  let now = 1_000_000;
  let primaryLsn = 1;
  const replica = { lsn: 1, down: false, failing: null as Error | null };
  const primary = { name: 'primary' } as unknown as Database;
  const replicaDb = {
    get name() {
      if (replica.failing) throw replica.failing;
      return 'replica';
    },
  } as unknown as Database;
  const connection: ReplicaConnection = {
    name: 'replica-1',
    db: replicaDb,
    replayed: async (lsn) => {
      if (replica.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return replica.lsn >= Number(lsn);
    },
    close: async () => undefined,
  };
  const reads: string[] = [];
  const router = new ReadReplicas({
    primary,
    position: { currentLsn: async () => String(primaryLsn) },
    replicas: [connection],
    recentWrites: new RecentWritesMemory(),
    maxLagMs: options.maxLagMs ?? 5000,
    checkMs: 1000,
    now: () => now,
    onRead: (target) => reads.push(target),
  });
  const where = () => router.read(async () => (router.db as unknown as { name: string }).name);
  /** A read as a request makes it, signed in as `userId` or not. */
  const request = (userId: string | null = null) =>
    router.request(() => {
      if (userId) router.readFor(userId);
      return where();
    });
  return {
    router,
    replica,
    reads,
    where,
    request,
    tick: (ms: number) => (now += ms),
    write: () => (primaryLsn += 1),
  };
}

describe('read replicas', () => {
  it('a request reads from a replica that has replayed the primary; outside a request (a job) from the primary', async () => {
    const w = world();
    expect(await w.request()).toBe('primary'); // nothing measured yet
    await w.router.check();
    expect(await w.request()).toBe('replica');
    expect(await w.where()).toBe('primary');
  });

  it('after a public change, everyone reads from the primary until the replica has replayed it', async () => {
    const w = world();
    await w.router.check();
    w.tick(100);
    w.write();
    w.router.publicChanged();
    expect(await w.request()).toBe('primary');
    w.tick(1000);
    await w.router.check(); // the replica has not replayed it yet
    expect(await w.request()).toBe('primary');
    w.replica.lsn = 2;
    w.tick(1000);
    await w.router.check();
    expect(await w.request()).toBe('replica');
  });

  it("a person's own write: their reads wait for a replica that has it, everyone else's do not", async () => {
    const w = world();
    await w.router.check();
    w.tick(100);
    w.write();
    await w.router.request(() => {
      w.router.readFor('author');
      return w.router.wrote('author');
    });
    expect(await w.request('author')).toBe('primary');
    expect(await w.request('neighbour')).toBe('replica');
    expect(await w.request()).toBe('replica');
    w.replica.lsn = 2;
    w.tick(1000);
    await w.router.check();
    expect(await w.request('author')).toBe('replica');
  });

  it('a replica further behind than the bound is skipped; caught up, it is used again', async () => {
    const w = world({ maxLagMs: 5000 });
    await w.router.check();
    w.write();
    for (let i = 0; i < 6; i++) {
      w.tick(1000);
      await w.router.check();
    }
    // Nobody wrote publicly or as this reader, but the replica has been behind for 6 s.
    expect(await w.request()).toBe('primary');
    w.replica.lsn = 2;
    await w.router.check();
    expect(await w.request()).toBe('replica');
  });

  it('a replica gone mid-read: the read runs again on the primary, no error; gone at the check: skipped', async () => {
    const w = world();
    await w.router.check();
    w.replica.failing = Object.assign(new Error('Connection terminated unexpectedly'), {});
    expect(await w.request()).toBe('primary');
    expect(w.reads.at(-1)).toBe('primary');
    w.replica.failing = null;
    // Marked away until a check reaches it again.
    expect(await w.request()).toBe('primary');
    w.replica.down = true;
    w.tick(1000);
    await w.router.check();
    expect(await w.request()).toBe('primary');
    w.replica.down = false;
    w.tick(1000);
    await w.router.check();
    expect(await w.request()).toBe('replica');
  });

  it("a query's own error is the caller's, not retried elsewhere", async () => {
    const w = world();
    await w.router.check();
    const failing = w.router.request(() =>
      w.router.read(async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    );
    await expect(failing).rejects.toThrow('duplicate key');
  });

  it('wraps only the named methods of a use case', async () => {
    const w = world();
    await w.router.check();
    const useCase = {
      label: 'search',
      execute: async () => (w.router.db as unknown as { name: string }).name,
      other: async () => (w.router.db as unknown as { name: string }).name,
    };
    const wrapped = w.router.reading(useCase, ['execute']);
    expect(wrapped.label).toBe('search');
    expect(await w.router.request(() => wrapped.execute())).toBe('replica');
    expect(await w.router.request(() => wrapped.other())).toBe('primary');
  });
});
