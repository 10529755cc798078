// Builds the real app on a fresh database (PGlite in memory, or a new PostgreSQL database
// when TEST_DATABASE_URL is set) with the demo data, for app.inject tests.
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export async function createTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    database?: TestDatabase;
    serverOptions?: FastifyServerOptions;
  } = {},
) {
  // A database given by the caller (a second app on the same database) is theirs to close.
  const shared = options.database;
  const database = shared ?? (await createTestDatabase({ seeded: true }));
  // app.inject's requests go to http://localhost, the origin the tests' links use.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_ENV: 'dev',
    PUBLIC_ORIGIN: 'http://localhost',
    WEB_DIST_DIR: '/nonexistent',
    // The job storing the dashboard's days ahead writes in the background: tests call app.reportDays.run().
    REPORT_DAYS_INTERVAL_MINUTES: '0',
    ...options.env,
  });
  // serverOptions: e.g. a logger writing to the test, to check what is (not) logged, such as secrets.
  const app = await buildApp(
    { config, db: database.db, sessionSecret: 'x'.repeat(32), now: options.now },
    options.serverOptions,
  );
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    /** The PostgreSQL URL of this database (TEST_DATABASE_URL runs only), for a second connection. */
    databaseUrl: database.url,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** Calls authenticateClient and returns the session token it issued. */
export async function authenticate(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  body: Record<string, unknown> = { companyUrlName: 'demo' },
) {
  const res = await app.inject({ method: 'POST', url: '/api/account/authenticateClient', payload: body });
  if (res.statusCode !== 200) throw new Error(`authenticateClient failed: ${res.statusCode} ${res.body}`);
  const header = String(res.headers.authorization ?? '');
  return { token: header.replace(/^Bearer /, ''), body: res.json() };
}
