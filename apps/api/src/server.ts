// Starts the API (and the built web app) on one port; refuses to start, saying why, when the
// configuration or the database is unusable; shuts down gracefully on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { seedSimulatedPayments } from './modules/payment/online/payment-simulators';
import { resolveSessionSecret } from './plugins/session';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }

  let database;
  try {
    database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir });
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (config.SEED_DEMO) await seedDemoData(database.db);
  // Issue #9: the demo pays through the simulated providers (never in prod).
  if (config.SEED_DEMO && config.APP_ENV !== 'prod') await seedSimulatedPayments(database.db, config.DEMO_COMPANY);

  const app = await buildApp({
    config,
    db: database.db,
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET, config.dataDir),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Tavola is running: http://localhost:${port}/?company=${config.DEMO_COMPANY}`);
}

void main();
