// Builds the real app on a fresh database (PGlite in memory, or a new PostgreSQL database
// when TEST_DATABASE_URL is set) with the demo data, for app.inject tests.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemoData } from '../db/seed';
import { createTestDatabase } from './test-database';

export async function createTestApp(options: { now?: () => Date; env?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_ENV: 'dev', WEB_DIST_DIR: '/nonexistent', ...options.env });
  const app = await buildApp({ config, db: database.db, sessionSecret: 'x'.repeat(32), now: options.now });
  await app.ready();
  return {
    app,
    db: database.db,
    /** The PostgreSQL URL of this database (TEST_DATABASE_URL runs only), for a second connection. */
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.close();
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
