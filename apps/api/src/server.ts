// Starts the API (and the built web app) on one port; refuses to start, saying why, when the
// configuration or the database is unusable; shuts down gracefully on SIGINT/SIGTERM.
//
// Cold start (issue #14): the database opens (PGlite compiles its WebAssembly and loads its
// files) while the application's modules load; only then does the app get built.
import { ConfigError, loadConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';

/** Milliseconds since the process started: where a cold start spends its time (issue #14). */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const timings: Record<string, number> = { moduleLoad: sinceStart() };
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }

  const opening = openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir });
  opening.catch(() => undefined); // handled below, after the modules have loaded
  const [{ buildApp }, { seedDemoData }, { resolveSessionSecret }] = await Promise.all([
    import('./app'),
    import('./db/seed'),
    import('./plugins/session'),
  ]);
  timings.appModules = sinceStart();

  let database: OpenedDatabase;
  try {
    database = await opening;
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  timings.databaseOpen = sinceStart();
  if (config.SEED_DEMO) await seedDemoData(database.db);
  timings.seedCheck = sinceStart();

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

  timings.appBuilt = sinceStart();
  await app.listen({ port: config.PORT, host: config.HOST });
  timings.listening = sinceStart();
  // Cumulative ms since the process started, per phase (npm run bench reads this line).
  app.log.info({ startup: timings }, 'startup timings');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Tavola is running: http://localhost:${port}/?company=${config.DEMO_COMPANY}`);
}

void main();
