// Starts the API (and the built web app) on one port; refuses to start, saying why, when the
// configuration or the database is unusable; shuts down gracefully on SIGINT/SIGTERM within
// SHUTDOWN_TIMEOUT_SECONDS. Production runs the compiled file: node apps/api/dist/server.js.
import { buildApp } from './app';
import { ConfigError, loadConfig, modeFromArgv } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { gracefulShutdown, installSignalHandlers } from './lib/graceful-shutdown';
import { seedSimulatedPayments } from './modules/payment/online/payment-simulators';
import { resolveSessionSecret } from './plugins/session';

async function main() {
  let config;
  try {
    // `--demo` / `--dev` (npm run demo / dev) give demo defaults; without them it is production.
    config = loadConfig(process.env, { mode: modeFromArgv() });
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

  installSignalHandlers(
    gracefulShutdown({ app, closeAfter: () => database.close(), timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }),
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Tavola is running: http://localhost:${port}/?company=${config.DEMO_COMPANY}`);
}

void main();
