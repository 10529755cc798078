// Starts the API (and the built web app) on one port; refuses to start, saying why, when the
// configuration or the database is unusable; shuts down gracefully on SIGINT/SIGTERM within
// SHUTDOWN_TIMEOUT_SECONDS. Production runs the compiled file: node apps/api/dist/server.js.
//
// Cold start: the database opens (PGlite compiles its WebAssembly and loads its
// files) while the application's modules load; only then does the app get built.
import module from 'node:module';
import { ConfigError, loadConfig, modeFromArgv } from './config';
import { openDatabase, type OpenedDatabase } from './db/database';
import { loadSimulators } from './simulated-mode';

/** Milliseconds since the process started: where a cold start spends its time. */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const timings: Record<string, number> = { moduleLoad: sinceStart() };
  let config;
  try {
    // `--demo` / `--dev` (npm run demo / dev) give demo defaults; without them it is production.
    config = loadConfig(process.env, { mode: modeFromArgv() });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }

  const opening = openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  opening.catch(() => undefined); // handled below, after the modules have loaded
  const [
    { buildApp },
    { seedDemoData },
    { resolveSessionSecret },
    { gracefulShutdown, installSignalHandlers },
    simulators,
    { resolveVapidKeys },
  ] = await Promise.all([
    import('./app'),
    import('./db/seed'),
    import('./plugins/session'),
    import('./lib/graceful-shutdown'),
    loadSimulators(config),
    import('./modules/push/vapid-keys'),
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
  if (config.SEED_DEMO) await seedDemoData(database.db, { history: true });
  // The demo pays through the simulated providers (never in prod).
  if (config.SEED_DEMO && simulators) await simulators.seedSimulatedPayments(database.db, config.DEMO_COMPANY);
  timings.seedCheck = sinceStart();

  const app = await buildApp({
    config,
    db: database.db,
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET, config.dataDir),
    vapidKeys: resolveVapidKeys(config),
  });

  installSignalHandlers(
    gracefulShutdown({ app, closeAfter: () => database.close(), timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 }),
  );

  timings.appBuilt = sinceStart();
  await app.listen({ port: config.PORT, host: config.HOST });
  timings.listening = sinceStart();
  // The compile cache (start.ts) is written at exit; written now, a killed server's next
  // start has it too.
  (module as { flushCompileCache?: () => void }).flushCompileCache?.();
  // Cumulative ms since the process started, per phase (npm run bench reads this line).
  app.log.info({ startup: timings }, 'startup timings');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Tavola is running: http://localhost:${port}/?company=${config.DEMO_COMPANY}`);
}

void main();
