import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';
import { causes, classifyDatabaseError } from './errors';

/** One replica as the router sees it: its queries, and whether it has replayed the primary up to a WAL position. */
export interface ReplicaConnection {
  name: string;
  db: Database;
  /** True when the replica has replayed everything up to `lsn` (a primary's `pg_current_wal_lsn()`). */
  replayed(lsn: string): Promise<boolean>;
  close(): Promise<void>;
}

/** What the router reads of the primary: where its WAL stands now. */
export interface PrimaryPosition {
  currentLsn(): Promise<string>;
}

/**
 * Whom a request reads for: `userId` when signed in (their own last write must be visible to them), and the replica
 * chosen for the read under way, if any.
 */
interface ReadScope {
  userId: string | null;
  db?: Database;
}

/** When each person last wrote (ms since the epoch); kept in Redis when several processes serve, else in memory. */
export interface RecentWrites {
  mark(userId: string, at: number): Promise<void>;
  /** 0 when unknown; on an error, "just now" (their reads go to the primary: fail closed). */
  lastOf(userId: string): Promise<number>;
}

interface ReplicaState {
  connection: ReplicaConnection;
  /** The last check whose primary position the replica had replayed (ms); everything written before it is there. */
  caughtUpAt: number;
  reachable: boolean;
}

/**
 * Read replicas with read-your-writes (issue 73). Public reads (lists, search, map, ad pages, sitemaps: the use cases
 * composition wraps with `reading`) go to a replica that has replayed everything the reader must see: every public
 * change this process heard of (PublicChanges, across processes) and the reader's own last write. Which replica has
 * replayed what is measured every `checkMs`: the primary's WAL position at the check's start, then each replica asked
 * whether it has replayed it — so "caught up at" is exact to the check, with no clock compared between servers. A
 * replica behind by more than `maxLagMs`, or unreachable, is skipped; a read that fails on a replica for the replica's
 * sake (gone mid-query, read-only) runs again on the primary: no request sees a 5xx for a replica. Jobs and everything
 * outside a request read from the primary.
 */
export class ReadReplicas {
  private readonly scope = new AsyncLocalStorage<ReadScope>();
  private readonly states: ReplicaState[];
  private publicChangeAt = 0;
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Every query of the repositories goes through this: to the scope's replica, else to the primary. */
  readonly db: Database;

  constructor(
    private readonly deps: {
      primary: Database;
      position: PrimaryPosition;
      replicas: ReplicaConnection[];
      recentWrites: RecentWrites;
      maxLagMs: number;
      checkMs: number;
      now?: () => number;
      onRead?: (target: 'primary' | 'replica') => void;
      onLag?: (name: string, seconds: number | null) => void;
      warn?: (details: object, message: string) => void;
    },
  ) {
    this.states = deps.replicas.map((connection) => ({ connection, caughtUpAt: 0, reachable: false }));
    const scope = this.scope;
    this.db = new Proxy(deps.primary, {
      get(primary, property) {
        const chosen = scope.getStore()?.db ?? primary;
        const value = Reflect.get(chosen, property, chosen) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(chosen) : value;
      },
    });
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Runs a request's work in its scope; `userId` may be set later, once the request is authenticated. */
  request<T>(work: () => T): T {
    return this.scope.run({ userId: null }, work);
  }

  /** The signed-in person the current request reads for. */
  readFor(userId: string): void {
    const current = this.scope.getStore();
    if (current) current.userId = userId;
  }

  /** What visitors see changed (here or in another process): replicas that have not replayed it yet are skipped. */
  publicChanged(): void {
    this.publicChangeAt = this.now();
  }

  /** A person's write answered (after its commit): their next reads come from what has replayed it. */
  async wrote(userId: string): Promise<void> {
    await this.deps.recentWrites
      .mark(userId, this.now())
      .catch((error: unknown) =>
        this.deps.warn?.({ err: error }, 'a write could not be noted for read-your-writes; reads use the primary'),
      );
  }

  /** Runs a read on a replica that has everything its reader must see, else on the primary. */
  async read<T>(work: () => Promise<T>): Promise<T> {
    const current = this.scope.getStore();
    // Outside a request (a job), or already routed (a read inside a read): as it is.
    if (!current || current.db || this.states.length === 0) return work();
    const own = current.userId ? await this.deps.recentWrites.lastOf(current.userId) : 0;
    const replica = this.pick(Math.max(own, this.publicChangeAt));
    if (!replica) {
      this.deps.onRead?.('primary');
      return work();
    }
    try {
      const result = await this.scope.run({ ...current, db: replica.connection.db }, work);
      this.deps.onRead?.('replica');
      return result;
    } catch (error) {
      if (!replicaTrouble(error)) throw error;
      replica.reachable = false;
      this.deps.warn?.(
        { replica: replica.connection.name, err: error },
        'a read failed on a replica; read again on the primary',
      );
      this.deps.onRead?.('primary');
      return work();
    }
  }

  /** Wraps the named async methods of an object so that each call is a read routed by `read` (public read use cases). */
  reading<T extends object, K extends keyof T>(target: T, methods: readonly K[]): T {
    const read = <R>(work: () => Promise<R>) => this.read(work);
    const routed = new Set<PropertyKey>(methods);
    return new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as unknown;
        if (typeof value !== 'function' || !routed.has(property)) return value;
        return (...args: unknown[]) => read(() => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args));
      },
    });
  }

  private pick(since: number): ReplicaState | null {
    const now = this.now();
    const ready = this.states.filter(
      (s) => s.reachable && s.caughtUpAt >= since && now - s.caughtUpAt <= this.deps.maxLagMs,
    );
    if (ready.length === 0) return null;
    this.turn = (this.turn + 1) % ready.length;
    return ready[this.turn]!;
  }

  /** One round: where the primary stands, and which replica has replayed it. */
  async check(): Promise<void> {
    const started = this.now();
    let lsn: string;
    try {
      lsn = await this.deps.position.currentLsn();
    } catch {
      return; // the primary is away: nothing to compare with; reads fail or succeed on their own
    }
    await Promise.all(
      this.states.map(async (state) => {
        try {
          if (await state.connection.replayed(lsn)) state.caughtUpAt = started;
          state.reachable = true;
        } catch {
          state.reachable = false;
        }
        const behind = state.reachable ? (this.now() - state.caughtUpAt) / 1000 : null;
        this.deps.onLag?.(state.connection.name, behind);
      }),
    );
  }

  start(): void {
    if (this.states.length === 0 || this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.deps.checkMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const state of this.states) await state.connection.close().catch(() => undefined);
  }
}

/** A failure that is the replica's, not the query's: it is away, or it refused a write (read-only). */
function replicaTrouble(error: unknown): boolean {
  return classifyDatabaseError(error) === 'unavailable' || [...causes(error)].some((cause) => cause.code === '25006');
}
