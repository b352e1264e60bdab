import { existsSync } from 'node:fs';
import { buildServer } from './app';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { listenForMetrics } from './platform/http/metricsServer';

/**
 * `npm start` and `node dist/server/main.js`: one process serving the API under /api and the built client, and running
 * the background jobs (ROLE=both). With PostgreSQL, ROLE=web serves only and ROLE=worker (`npm run worker`) only runs jobs.
 */
async function main(): Promise<void> {
  // Everything the server writes (PGlite's files, keys, mails in the outbox) is its account's alone.
  process.umask(0o077);
  // A .env file is optional; variables already in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ServerConfig;
  try {
    config = await loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG: a supervisor should not restart into the same mistake
    }
    throw error;
  }
  const { app, services, drain } = await buildServer(config);
  // What a crash left behind and what ran out while the process was down, once at start; then as recurring jobs
  // (server/composition.ts), each run by one worker of the cluster.
  if (config.role !== 'web') {
    await services.jobs
      .enqueue('expire-ads', {})
      .catch((err: unknown) => app.log.error({ err }, 'queuing the start-up expiry failed'));
    await services.jobs
      .enqueue('sweep-images', {})
      .catch((err: unknown) => app.log.error({ err }, 'queuing the start-up sweep failed'));
    if (config.loadGazetteer)
      await services.jobs
        .enqueue('load-gazetteer', {})
        .catch((err: unknown) => app.log.error({ err }, 'queuing the gazetteer load failed'));
  }

  const metricsServer =
    config.metricsPort === null
      ? null
      : await listenForMetrics(services.metrics, config.metricsPort, config.metricsHost);
  if (metricsServer) app.log.info(`metrics at http://${config.metricsHost}:${config.metricsPort}/metrics`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // A supervisor's SIGTERM: first say "not ready" and keep answering for a while, so a load balancer stops sending
    // before the listener closes (requests already on their way are answered, not reset). Ctrl+C stops at once.
    const drainMs = signal === 'SIGTERM' && config.role !== 'worker' ? config.shutdownDrainMs : 0;
    if (drainMs > 0) {
      drain.start();
      app.log.info(
        { signal, drainSeconds: drainMs / 1000 },
        'draining: /api/ready answers 503, answers close their connections',
      );
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info(
      { signal, boundSeconds: config.shutdownTimeoutMs / 1000 },
      'shutting down: no new connections, finishing requests in flight',
    );
    // Past the bound, the requests still running lose their connections, and the process says so with exit 1.
    const bound = setTimeout(() => {
      app.log.error(
        { boundSeconds: config.shutdownTimeoutMs / 1000 },
        'requests still running at the shutdown bound; closing their connections',
      );
      process.exitCode = 1;
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    bound.unref();
    metricsServer?.close();
    await app.close().then(
      () => {
        clearTimeout(bound);
        app.log.info('stopped');
        process.exit(process.exitCode ?? 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.role === 'worker') {
    app.log.info('Inserat worker running: background jobs only (mail, alerts, expiry, sweeps), no HTTP');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Inserat is running at ${config.publicUrl} (API under /api, database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir}, role: ${config.role})`,
  );
}

main().catch((error: unknown) => {
  console.error('Inserat failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
