import { existsSync } from 'node:fs';
import { buildServer } from './app';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';

/** `npm start` and `node dist/server/main.js`: one process serving the API under /api and the built client. */
async function main(): Promise<void> {
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
  const { app, services } = await buildServer(config);
  // Housekeeping: ads whose time ran out leave the public list (the list query also checks expiresAt in between),
  // and files a crash left half-written are finished or removed.
  const housekeeping = async () => {
    await services.ads.expireDue().catch((err: unknown) => app.log.error({ err }, 'expiring ads failed'));
    await services.imageSweeper.sweep().catch((err: unknown) => app.log.error({ err }, 'the orphan sweep failed'));
  };
  const expiry = setInterval(() => void housekeeping(), 15 * 60 * 1000);
  expiry.unref();
  await housekeeping();
  // Saved searches' alerts: the due ones are queued every minute (instant ones also as soon as ads change); the job
  // queue runs them with retries, and each ad is mailed once per search however many processes queue it.
  // Messages unread for ten minutes are mailed about (each side of a conversation at most once an hour).
  const alerts = setInterval(() => {
    void services.savedSearches.queueDue().catch((err: unknown) => app.log.error({ err }, 'queuing saved-search alerts failed'));
    void services.messaging.mailUnread().catch((err: unknown) => app.log.error({ err }, 'mailing about unread messages failed'));
  }, 60 * 1000);
  alerts.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, boundSeconds: config.shutdownTimeoutMs / 1000 }, 'shutting down: no new connections, finishing requests in flight');
    clearInterval(expiry);
    clearInterval(alerts);
    // Past the bound, the requests still running lose their connections, and the process says so with exit 1.
    const bound = setTimeout(() => {
      app.log.error({ boundSeconds: config.shutdownTimeoutMs / 1000 }, 'requests still running at the shutdown bound; closing their connections');
      process.exitCode = 1;
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    bound.unref();
    app.close().then(
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
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inserat is running at ${config.publicUrl} (API under /api, database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error('Inserat failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
