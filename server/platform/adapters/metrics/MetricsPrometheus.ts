import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the rest of the process when Prometheus scrapes (nothing is polled in between). */
export interface MetricsSources {
  /** Jobs waiting, waiting for a retry or running (JobQueue.pending). */
  jobsPending(): Promise<number>;
  /** The PostgreSQL pool's connections; null on PGlite (one embedded connection). */
  databasePool(): { total: number; idle: number; waiting: number } | null;
}

/**
 * The process's Prometheus metrics, in a registry of its own (not prom-client's global one: tests build many servers in
 * one process). Request latency by route pattern (never the raw URL: ids would make a series per ad), the database
 * pool, the job queue's depth and failed mail deliveries, plus Node's own (event loop lag, heap, GC).
 */
export class MetricsPrometheus {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly mailFailures: Counter;
  readonly databaseReads: Counter<'target'>;
  readonly replicaLag: Gauge<'replica'>;

  constructor(sources: MetricsSources) {
    this.registry.setDefaultLabels({ app: 'inserat' });
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, with their duration',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.mailFailures = new Counter({
      name: 'inserat_mail_failures_total',
      help: 'Mail deliveries the mail server refused or did not answer (each try)',
      registers: [this.registry],
    });
    this.databaseReads = new Counter({
      name: 'inserat_db_public_reads_total',
      help: 'Public reads (lists, search, map, ad pages, sitemaps) by where they ran: a replica or the primary',
      labelNames: ['target'],
      registers: [this.registry],
    });
    this.replicaLag = new Gauge({
      name: 'inserat_db_replica_lag_seconds',
      help: "How far each read replica is behind the primary, to the check's second (absent while unreachable)",
      labelNames: ['replica'],
      registers: [this.registry],
    });
    new Gauge({
      name: 'inserat_jobs_pending',
      help: 'Background jobs queued, waiting for a retry or running',
      registers: [this.registry],
      async collect() {
        this.set(await sources.jobsPending());
      },
    });
    new Gauge({
      name: 'inserat_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const pool = sources.databasePool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  /** The text Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
