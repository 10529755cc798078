// A client must not reset its budget by rotating X-Forwarded-For (proxy
// headers are believed only from TRUST_PROXY), and the counters hold across server processes
// on one database (they live in the rate_limit_counters table, not in process memory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { authenticate, createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const lookup = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/account/getCheckCodeForResetPassword?customerEmail=nessuno@example.com',
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAIL_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it does not reset the budget', async () => {
    const { token } = await authenticate(t.app);
    const statuses = [];
    for (let i = 1; i <= 3; i++)
      statuses.push((await lookup(t, token, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses[2]).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAIL_MAX: '2', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, whatever the client prepends', async () => {
    const { token } = await authenticate(t.app);
    const statuses = [];
    for (let i = 1; i <= 3; i++)
      statuses.push((await lookup(t, token, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` })).statusCode);
    expect(statuses[2]).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await lookup(t, token, { 'x-forwarded-for': '203.0.113.8' })).statusCode).not.toBe(429);
  });
});

describe('two server processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let closeSecondDb: () => Promise<void> = async () => {};
  beforeAll(async () => {
    first = await createTestApp({ env: { RATE_LIMIT_MAIL_MAX: '2' } });
    // On PostgreSQL the second app gets its own connection pool, as another process would.
    const url = first.database.url;
    if (url) {
      const opened = await openDatabase({ databaseUrl: url });
      closeSecondDb = () => opened.close();
      second = await createTestApp({
        env: { RATE_LIMIT_MAIL_MAX: '2' },
        database: { db: opened.db, url, close: async () => {} },
      });
    } else {
      second = await createTestApp({ env: { RATE_LIMIT_MAIL_MAX: '2' }, database: first.database });
    }
  });
  afterAll(async () => {
    await second.close();
    await closeSecondDb();
    await first.close();
  });

  it('share one budget', async () => {
    const { token } = await authenticate(first.app);
    expect((await lookup(first, token)).statusCode).not.toBe(429);
    expect((await lookup(second, token)).statusCode).not.toBe(429);
    const over = await lookup(first, token);
    expect(over.statusCode).toBe(429);
    expect((await lookup(second, token)).statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Hai fatto troppi tentativi in poco tempo\. Riprova tra \d+ minut[io]\.$/);
  });
});
