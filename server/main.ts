import { existsSync } from 'node:fs';
import { buildServer } from './app';
import { ConfigError, loadServerConfig } from './config';

/** `npm start` and `npm run server`: one process serving the API under /api and the built client. */
async function main(): Promise<void> {
  // A .env file is optional; variables already in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = await loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const { app, services } = await buildServer(config);
  // Ads whose time ran out leave the public list; the list query also checks expiresAt in between.
  const expiry = setInterval(() => void services.ads.expireDue().catch((err: unknown) => app.log.error({ err }, 'expiring ads failed')), 60 * 60 * 1000);
  expiry.unref();
  await services.ads.expireDue();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(expiry);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inserat is running at ${config.publicUrl} (API under /api, database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error('Inserat failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
