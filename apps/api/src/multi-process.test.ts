// Two API processes on one PostgreSQL database (PostgreSQL pass only, npm run test:pg): A is the
// app built in this test process, B a real server process (tsx src/server.ts) on the same
// database with its own pool, LISTEN connections and in-memory caches, as compose.yaml runs two
// replicas behind the proxy. Orders go through both, a board on A is fed by orders saved on B, a
// menu edited on B is served changed by A, a sign-in budget spent on both is one budget, and B
// killed with SIGKILL while saves are in flight loses nothing: retried on A with the same
// idempotency keys, every order is stored exactly once. No timing is asserted: the test waits
// for each outcome with its own timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuSchema } from '@tavola/domain/menu';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from './modules/order/order-test-helpers';
import { openEventStream } from './modules/order-board/sse-test-client';
import { createSignedInStaff } from './modules/staff-accounts/staff-test-helpers';
import { registeredCustomer } from './test/ordering-fixtures';
import { authenticate, createTestApp } from './test/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SESSION_SECRET = 'x'.repeat(32);
const LOGIN_MAX = 3;
const until = { timeout: 20_000, interval: 50 };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: ChildProcess | null = null;
  let bUrl = '';
  let bOutput = '';
  let dataDir = '';
  let admin: pg.Client;
  let lines: DemoLines;

  beforeAll(async () => {
    a = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX) } });
    lines = await demoLines(a.db);
    admin = new pg.Client({ connectionString: a.databaseUrl });
    await admin.connect();
    const port = await freePort();
    bUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-process-b-'));
    b = spawn(process.execPath, [path.join(apiDir, '../../node_modules/tsx/dist/cli.mjs'), 'src/server.ts', '--dev'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: a.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET,
        PUBLIC_ORIGIN: 'http://localhost',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    b.stdout?.on('data', (chunk) => (bOutput += String(chunk)));
    b.stderr?.on('data', (chunk) => (bOutput += String(chunk)));
    await vi.waitFor(
      async () => {
        if (b?.exitCode !== null) throw new Error(`process B ended: ${bOutput}`);
        const res = await fetch(`${bUrl}/healthz`).catch(() => null);
        expect(res?.status).toBe(200);
      },
      { timeout: 55_000, interval: 200 },
    );
  });
  afterAll(async () => {
    if (b && b.exitCode === null && b.signalCode === null) b.kill('SIGKILL');
    await admin?.end();
    await a?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A save through B over HTTP, as the proxy would send it. */
  const saveOnB = (token: string, body: unknown, key?: string) =>
    fetch(`${bUrl}/api/order/saveCustomerOrder`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
  const storedWithKey = async (key: string) =>
    Number(
      (await admin.query<{ n: string }>(`select count(*) as n from orders where idempotency_key like '%' || $1`, [key]))
        .rows[0].n,
    );

  it('takes orders through both processes, and a board on A shows the ones saved on B', async () => {
    const kitchen = await createSignedInStaff(a, { role: 'staff', seatWebIds: [1] });
    const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openEventStream(`${address}/api/staff/venues/1/orders/events`, kitchen.headers);
    await stream.ready;
    const diner = await registeredCustomer(a.app, a.db, `due-processi-${Date.now()}@example.com`);

    // Dine-in: B runs on the real clock and A on the tests' fixed one; a table order has no slot.
    const onA = await save(a.app, diner.token, dineInOrder(lines));
    expect(onA.statusCode, onA.body).toBe(200);
    const onB = await saveOnB(diner.token, dineInOrder(lines));
    const bBody = (await onB.json()) as { orderId: number };
    expect(onB.status, JSON.stringify(bBody)).toBe(200);
    expect(bBody.orderId).not.toBe(onA.json().orderId);

    for (const orderId of [onA.json().orderId, bBody.orderId]) {
      const message = await stream.waitFor((m) => (m.data as { subject: string }).subject === String(orderId));
      expect((message.data as { data: { stage: string } }).data.stage).toBe('new');
    }
    stream.close();
  });

  it('serves on A a menu edited through B', async () => {
    const owner = await createSignedInStaff(a, { role: 'owner' });
    const dinerToken = (await authenticate(a.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
    const menuUrl = '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1';
    const priceOnA = async () => {
      const res = await a.app.inject({
        method: 'GET',
        url: menuUrl,
        headers: { authorization: `Bearer ${dinerToken}` },
      });
      expect(res.statusCode).toBe(200);
      return menuSchema
        .parse(res.json())
        .classifiers.flatMap((c) => c.products)
        .find((p) => p.description === 'Margherita')!.unitPrice;
    };
    const before = await priceOnA(); // now kept in A's cache

    const listed = await fetch(`${bUrl}/api/staff/menu/products?menuWebId=1`, { headers: owner.headers });
    expect(listed.status).toBe(200);
    const product = ((await listed.json()) as Array<Record<string, unknown>>).find(
      (p) => p.description === 'Margherita',
    )!;
    const body = {
      menuClassifierId: product.menuClassifierId,
      description: product.description,
      extendedDescription: product.extendedDescription,
      unitPrice: before + 3,
      enabled: product.enabled,
      suggested: product.suggested,
      allergenIds: product.allergenIds,
      featureIds: product.featureIds,
      ingredients: product.ingredients,
      groupVariationIds: product.groupVariationIds,
      version: product.version,
    };
    const put = await fetch(`${bUrl}/api/staff/menu/products/${String(product.productWebId)}`, {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    await vi.waitFor(async () => expect(await priceOnA()).toBe(before + 3), until);
  });

  it('spends one sign-in budget across both processes', async () => {
    const email = `budget-${Date.now()}@demo.test`;
    const signIn = (on: 'A' | 'B') => {
      const payload = { company: 'demo', email, password: 'not-the-password' };
      if (on === 'A')
        return a.app
          .inject({ method: 'POST', url: '/api/staff/signIn', headers: { origin: 'http://localhost' }, payload })
          .then((r) => r.statusCode);
      return fetch(`${bUrl}/api/staff/signIn`, {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }).then((r) => r.status);
    };
    const spent = [await signIn('A'), await signIn('B'), await signIn('A')];
    expect(spent).not.toContain(429);
    // Each process alone has spent at most two: only a shared budget is over on both.
    expect(await signIn('B')).toBe(429);
    expect(await signIn('A')).toBe(429);
  });

  it('loses nothing when B is killed while saves are in flight: retried on A, each order is stored once', async () => {
    const diner = await registeredCustomer(a.app, a.db, `ucciso-${Date.now()}@example.com`);
    const keys = Array.from({ length: 8 }, (_, i) => `processo-ucciso-${Date.now()}-${i}`);
    const inFlight = keys.map((key) =>
      saveOnB(diner.token, dineInOrder(lines), key).then(
        async (res) => ({
          key,
          status: res.status,
          orderId: res.status === 200 ? ((await res.json()) as { orderId: number }).orderId : null,
        }),
        () => ({ key, status: 0, orderId: null }),
      ),
    );
    // Killed as soon as the first answer is back: the others are in flight or not yet taken.
    await Promise.race(inFlight);
    b!.kill('SIGKILL');
    const results = await Promise.all(inFlight);
    await vi.waitFor(() => expect(b!.signalCode).toBe('SIGKILL'), until);

    // A still serves; the client retries every save whose answer it did not get, with the same key.
    const retried = [];
    for (const result of results) {
      const res = await save(a.app, diner.token, dineInOrder(lines), result.key);
      expect(res.statusCode, res.body).toBe(200);
      if (result.orderId !== null) expect(res.json().orderId).toBe(result.orderId);
      retried.push(res.json().orderId as number);
    }
    expect(new Set(retried).size).toBe(keys.length);
    for (const key of keys) expect(await storedWithKey(key), key).toBe(1);
  });
});
