// npm run bench (the speed targets): starts the real server on a fresh data folder
// (PGlite, then PostgreSQL on a throwaway cluster when PostgreSQL is installed), loads it with
// autocannon from this process, and prints each figure next to its reference measured in the
// same run and its goal; then Lighthouse (mobile, default throttling) on the demo's home and
// menu pages with the system Chromium. Loopback only; every server and cluster it starts is
// stopped before it exits. Figures are printed, never asserted.
//
// BENCH_SECONDS (default 10): length of each load; BENCH_WARMUP_SECONDS (default 2): the
// same requests first, not counted (0: none). BENCH_ENGINES: 'pglite,postgres' (default:
// both when PostgreSQL is installed). BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_RUNS
// (default 3): runs per page, of which the median one is reported. The live streams scenario
// (streams.ts, its own settings there) runs after each engine's loads; BENCH_STREAMS=0 skips it,
// BENCH_ONLY=streams runs only it (a quick check: BENCH_ONLY=streams BENCH_STREAMS=200). After
// each engine's loads, the owner's dashboard is timed over a year of generated orders, with its
// day totals and from the orders alone (generate-year.ts; BENCH_REPORTS=0 skips it, BENCH_REPORT_ORDERS sizes it),
// then the order history's CSV export of about 100,000 of those orders (per order and per order
// line) is downloaded through a fresh server while its RSS is sampled (benchExport).
// BENCH_SERVER: the server bundle to start (default apps/api/dist/server.js; a copy built
// elsewhere compares two builds on one machine). The web app's first-load JavaScript (what
// index.html loads, and the menu's route preloads) is printed from apps/web/dist.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Menu } from '@tavola/domain/menu';
import { openDatabase } from '../../apps/api/src/db/database';
import { dineInOrder, type DemoLines } from '../../apps/api/src/modules/order/order-test-helpers';
import { consents } from '../../apps/api/src/test/ordering-fixtures';
import { runLighthouse } from './lighthouse';
import { benchStreams } from './streams';
import { benchDashboard } from './generate-year';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CLIENTS = 50;
const TSX = ['--import', 'tsx'];
const SERVER_BUNDLE = process.env.BENCH_SERVER ?? 'apps/api/dist/server.js';
/** The token the bench gives the servers, to read their process figures at GET /metrics. */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

type Engine = 'pglite' | 'postgres';
interface Row {
  figure: string;
  value: string;
  reference: string;
  goal: string;
  met: boolean | null;
}

const children = new Set<ChildProcess>();
const cleanups: Array<() => void> = [];
function cleanupAll() {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch {
      // Best effort on the way out.
    }
  }
}
process.on('exit', cleanupAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Server {
  child: ChildProcess;
  base: string;
  firstOkMs: number;
  timings: Record<string, number> | null;
}

/** The real server as `npm run demo` runs it: the built bundle, --demo seeding the demo companies the load uses. */
async function startServer(env: Record<string, string>, logLevel = 'warn'): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome DevTools) to see where a hot call spends its time.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER_BUNDLE, '--demo'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      APP_ENV: 'demo',
      METRICS_TOKEN,
      // The order load registers 50 diners from one address; nothing else changes.
      RATE_LIMIT_REGISTRATION_MAX: '100000',
      RATE_LIMIT_MAIL_MAX: '100000',
      RATE_LIMIT_LOGIN_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/settings.json`, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.slice(-2000)}`);
  }
  const firstOkMs = performance.now() - started;
  const findLine = () => output.split('\n').find((l) => l.includes('"startup timings"'));
  for (let i = 0; i < 50 && logLevel === 'info' && !findLine(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const line = findLine();
  const timings = line ? (JSON.parse(line).startup as Record<string, number>) : null;
  return { child, base, firstOkMs, timings };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(server.child);
}

/** CPU time (user + system) a process has used, in ms: per request, a figure other load on the machine barely changes. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

/** Waits (at most 30 s) until the server has finished the requests a load left in flight. */
async function settle(pid: number): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMs(pid) - before < 50) return;
  }
}

/**
 * A load, with the CPU the server spent per completed request, after a warm-up of the same
 * requests that is not counted: the first requests of a path a fresh server has not run yet
 * are slower (V8 compiles the path). Measured on PGlite, from the server log: the first 50 order saves,
 * arriving at once, took 263-336 ms against a median of 199 ms and made up the slowest
 * percent. A server at lunch rush has been running. The warm-up's own figures are kept.
 */
async function measured(
  pid: number,
  options: autocannon.Options,
): Promise<Load & { cpuPerRequest: number; warmup: Load | null }> {
  const warmup = WARMUP_SECONDS > 0 ? await load({ ...options, duration: WARMUP_SECONDS }) : null;
  await settle(pid);
  const before = cpuMs(pid);
  const result = await load(options);
  return Object.assign(result, { cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests.total), warmup });
}
const cpu = (r: { cpuPerRequest: number }) => `${r.cpuPerRequest.toFixed(2)} ms CPU/req`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Where a server's resident memory is, from /proc/<pid>/smaps and the server's own /metrics:
 * WebAssembly memories (PGlite's PostgreSQL heap: V8 maps each as its accessible part followed
 * by a guard region of 4 GB or more; only touched pages are resident), the main thread's
 * JavaScript heap (nodejs_heap_size_total_bytes), files mapped (node, libraries) and the rest
 * (the worker's JavaScript heap, compiled code, native allocations).
 */
async function memoryBreakdown(base: string, pid: number): Promise<string> {
  const areas: Array<{ start: bigint; end: bigint; perms: string; file: boolean; sizeKb: number; rssKb: number }> = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      areas.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3],
        file: header[4].startsWith('/'),
        sizeKb: 0,
        rssKb: 0,
      });
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    const area = areas[areas.length - 1];
    if (field && area) area[field[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(field[2]);
  }
  let wasmKb = 0;
  let fileKb = 0;
  let totalKb = 0;
  areas.forEach((area, i) => {
    totalKb += area.rssKb;
    const next = areas[i + 1];
    const guarded = next && next.start === area.end && next.perms === '---p' && next.sizeKb >= 4 * 1024 * 1024;
    if (!area.file && area.perms === 'rw-p' && guarded) wasmKb += area.rssKb;
    else if (area.file) fileKb += area.rssKb;
  });
  let heapKb = NaN;
  try {
    const metrics = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    heapKb = Number(/^nodejs_heap_size_total_bytes (\d+)/m.exec(metrics)?.[1]) / 1024;
  } catch {
    // Without the figure the rest is shown with the heap in it.
  }
  const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
  const rest = totalKb - wasmKb - fileKb - (Number.isNaN(heapKb) ? 0 : heapKb);
  return `WebAssembly memory ${mb(wasmKb)}, main thread JS heap ${Number.isNaN(heapKb) ? 'n/a' : mb(heapKb)}, files ${mb(fileKb)}, other ${mb(rest)}`;
}

type Load = autocannon.Result;
function load(options: autocannon.Options): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CLIENTS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
const rps = (r: Load) => r.requests.average;
const p99 = (r: Load) => r.latency.p99;

async function api(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return {
    json: JSON.parse(text || 'null'),
    token: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''),
    text,
  };
}

const session = async (base: string, body: Record<string, unknown>) =>
  (await api(base, 'POST', '/api/account/authenticateClient', null, body)).token;

/** The ids the demo order lines name, read from the menu the diner sees (order-test-helpers' lines). */
function linesFrom(menu: Menu): DemoLines {
  const product = menu.classifiers.flatMap((c) => c.products).find((p) => p.description === 'Margherita');
  if (!product) throw new Error('no Margherita on menu 1');
  const option = (description: string) => {
    for (const group of [
      product.groupVariation1,
      product.groupVariation2,
      product.groupVariation3,
      product.groupVariation4,
      product.groupVariation5,
    ]) {
      const found = group?.ingredients.find((o) => o.ingredient.description === description);
      if (found) return { ingredientId: found.ingredient.ingredientId };
    }
    const own = product.ingredients.find((i) => i.description === description);
    if (own) return { ingredientId: own.ingredientId };
    throw new Error(`no '${description}' on the Margherita`);
  };
  return {
    margherita1: { productWebId: product.productWebId },
    classico: option('Impasto classico'),
    bufala: option('Mozzarella di bufala campana DOP'),
    basilico: option('Basilico fresco'),
  } as unknown as DemoLines;
}

function venueToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a throwaway cluster, as scripts/test-postgres.sh makes one.

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
}

async function startPostgres(bin: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : execFileSync('bash', ['-c', command], { stdio: 'ignore' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  cleanups.push(() => {
    try {
      run(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop`);
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  });
  run(`'${bin}/initdb' -D '${dir}/data' -U postgres -A trust --no-sync -E UTF8 >'${dir}/initdb.log'`);
  // Durable commits as in production (fsync on): acknowledged = stored means on disk.
  run(
    `'${bin}/pg_ctl' -D '${dir}/data' -l '${dir}/server.log' -w -o "-h 127.0.0.1 -p ${port} -k '${dir}' -c max_connections=200" start`,
  );
  execFileSync('bash', ['-c', `'${bin}/createdb' -h 127.0.0.1 -p ${port} -U postgres tavola`]);
  return `postgres://postgres@127.0.0.1:${port}/tavola`;
}

// ---------------------------------------------------------------------------------------------

async function benchEngine(engine: Engine, rows: Row[]): Promise<{ base: string; stop: () => Promise<void> } | null> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tavola-bench-${engine}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (engine === 'postgres') {
    const bin = postgresBin();
    if (!bin) return null;
    env.DATABASE_URL = await startPostgres(bin);
  }
  const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const add = (figure: string, value: string, reference: string, goal: string, met: boolean | null) =>
    rows.push({ figure: `${label}: ${figure}`, value, reference, goal, met });

  log(`${label}: first start (creates and seeds the database)`);
  let server = await startServer(env);
  await stopServer(server);
  if (process.env.BENCH_ONLY === 'streams') {
    server = await startServer(env);
    const only = server;
    const menu = await api(
      only.base,
      'GET',
      '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1',
      await session(only.base, { companyUrlName: 'demo', seatWebId: 1 }),
    );
    await benchStreams({
      base: only.base,
      pid: only.child.pid!,
      label,
      orderBody: dineInOrder(linesFrom(menu.json as Menu)),
      add,
      log,
    });
    return { base: only.base, stop: () => stopServer(only) };
  }

  // Three starts, the median reported: one start on a shared machine is too noisy to compare.
  log(`${label}: cold start with existing data (3 starts)`);
  const starts: Server[] = [];
  for (let i = 0; i < 3; i += 1) {
    server = await startServer(env, 'info');
    starts.push(server);
    await stopServer(server);
  }
  starts.sort((a, b) => a.firstOkMs - b.firstOkMs);
  const median = starts[1]!;
  const t = median.timings;
  const phases = t
    ? `median of 3 (${starts.map((s) => Math.round(s.firstOkMs)).join(', ')} ms); in the server: entry ${t.moduleLoad} ms, app modules loaded ${t.appModules} ms, database open+migrations done ${t.databaseOpen} ms (in parallel), seed check ${t.seedCheck - t.databaseOpen} ms, app built ${t.appBuilt - t.seedCheck} ms, listen ${t.listening - t.appBuilt} ms`
    : 'phases not logged';
  const startGoalMs = engine === 'pglite' ? 1500 : 2000;
  add(
    'cold start to first 200',
    `${Math.round(median.firstOkMs)} ms`,
    phases,
    `< ${startGoalMs} ms`,
    median.firstOkMs < startGoalMs,
  );

  server = await startServer(env);
  const { base } = server;
  const idleRss = `${rssMb(server.child.pid!)} MB (${await memoryBreakdown(base, server.child.pid!)})`;

  // Menu: the call every diner makes, against a minimal Fastify serving the same bytes.
  const menuToken = await session(base, { companyUrlName: 'demo', seatWebId: 1 });
  const menuPath = '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1';
  const menu = await api(base, 'GET', menuPath, menuToken);
  const bodyFile = path.join(dataDir, 'menu.json');
  writeFileSync(bodyFile, menu.text);
  const menuHeaders = { authorization: `Bearer ${menuToken}` };
  log(`${label}: menu call, ${CLIENTS} clients, ${SECONDS} s`);
  const pid = server.child.pid!;
  const menuLoad = await measured(pid, { url: `${base}${menuPath}`, headers: menuHeaders });
  const refPort = await freePort();
  const reference = spawn(process.execPath, [...TSX, 'scripts/bench/reference-server.ts', bodyFile, String(refPort)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(reference);
  await new Promise((resolve) => reference.once('message', resolve));
  log(`${label}: reference Fastify serving the same document, ${CLIENTS} clients, ${SECONDS} s`);
  const refLoad = await measured(reference.pid!, { url: `http://127.0.0.1:${refPort}${menuPath}` });
  reference.kill('SIGTERM');
  children.delete(reference);
  const ratio = rps(menuLoad) / rps(refLoad);
  add(
    `menu call (${(menu.text.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(menu.text).length / 1024).toFixed(1)} KB)`,
    `${Math.round(rps(menuLoad))} req/s, p99 ${p99(menuLoad)} ms, ${cpu(menuLoad)}`,
    `minimal Fastify ${Math.round(rps(refLoad))} req/s, p99 ${p99(refLoad)} ms, ${cpu(refLoad)}; ratio ${ratio.toFixed(2)} (by CPU per request ${(refLoad.cpuPerRequest / menuLoad.cpuPerRequest).toFixed(2)})`,
    'ratio >= 0.9',
    ratio >= 0.9,
  );
  const etag = (await fetch(`${base}${menuPath}`, { headers: menuHeaders })).headers.get('etag') ?? '';
  const revalidate = await fetch(`${base}${menuPath}`, { headers: { ...menuHeaders, 'if-none-match': etag } });
  add(
    'returning phone (If-None-Match)',
    `${revalidate.status}, ${(await revalidate.text()).length} bytes`,
    'first visit 200',
    '304, 0 bytes',
    revalidate.status === 304,
  );

  // Slots of a takeaway frame (Tavola Navigli cooks round the clock).
  const slotToken = await session(base, { companyUrlName: 'demo', seatWebId: 2 });
  const slotBody = JSON.stringify({ timeFrameWebId: 3, orderType: 1, OrderDate: venueToday(), details: [] });
  const slotPath = '/api/timeFrameWeb/getAvailableSlotsForTimeFrame';
  await api(base, 'POST', slotPath, slotToken, JSON.parse(slotBody));
  log(`${label}: slots call, ${CLIENTS} clients, ${SECONDS} s`);
  const slotLoad = await measured(pid, {
    url: `${base}${slotPath}`,
    method: 'POST',
    headers: { authorization: `Bearer ${slotToken}`, 'content-type': 'application/json' },
    body: slotBody,
  });
  add(
    'slots call',
    `${Math.round(rps(slotLoad))} req/s, p99 ${p99(slotLoad)} ms, ${cpu(slotLoad)}`,
    '-',
    '>= 2000 req/s',
    rps(slotLoad) >= 2000,
  );

  // Order save: 50 diners (anonymous customers), each connection one diner, every save a new
  // order (its own idempotency key), dine-in at Tavola Centro with the fixtures' order body.
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const venueToken = await session(base, { companyUrlName: 'demo', seatWebId: 1 });
    const registered = await api(base, 'POST', '/api/account/completeCustomerRegistration', venueToken, {
      customerId: 0,
      email: `bench${i}@example.com`,
      telephoneNumber1: '+39 333 1234567',
      ...consents,
    });
    tokens.push(registered.token);
  }
  const orderBody = JSON.stringify(dineInOrder(linesFrom(menu.json as Menu)));
  let sequence = 0;
  let nextDiner = 0;
  const acknowledgedIds: number[] = [];
  const orderRequest = {
    method: 'POST' as const,
    path: '/api/order/saveCustomerOrder',
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      context.token ??= tokens[nextDiner++ % tokens.length];
      return {
        ...request,
        headers: {
          authorization: `Bearer ${context.token as string}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${engine}-${(sequence += 1)}`,
        },
        body: orderBody,
      };
    },
    // Acknowledged: an order answered 200, by its id; checked in the database at the end.
    onResponse: (status: number, body: string) => {
      if (status === 200) acknowledgedIds.push(Number(JSON.parse(body).orderId));
    },
  };
  const ordersOk = (r: Load) => r['2xx'];
  log(`${label}: order save, ${CLIENTS} clients, ${SECONDS} s`);
  const orderLoad = await measured(pid, { url: base, requests: [orderRequest] as never });
  const orderGoal = engine === 'postgres' ? { rate: 500, p99: 100 } : { rate: 250, p99: 200 };
  const orderRate = ordersOk(orderLoad) / SECONDS;
  add(
    `order save, ${CLIENTS} clients`,
    `${Math.round(orderRate)} orders/s, p50 ${orderLoad.latency.p50} ms, p99 ${p99(orderLoad)} ms, max ${orderLoad.latency.max} ms, ${orderLoad.non2xx} refused, ${orderLoad.errors} errors/timeouts, ${cpu(orderLoad)}`,
    'issue #14 before: ' +
      (engine === 'postgres' ? '123/s, p99 694 ms' : '60/s, p99 930 ms') +
      (orderLoad.warmup
        ? `; the warm-up (first ${WARMUP_SECONDS} s of saves on this server): ${Math.round(ordersOk(orderLoad.warmup) / WARMUP_SECONDS)}/s, p50 ${orderLoad.warmup.latency.p50} ms, p99 ${p99(orderLoad.warmup)} ms`
        : ''),
    `>= ${orderGoal.rate}/s, p99 < ${orderGoal.p99} ms`,
    orderRate >= orderGoal.rate && p99(orderLoad) < orderGoal.p99 && orderLoad.non2xx === 0,
  );

  // The menu while 50 diners save orders: readers must not starve.
  await settle(pid);
  log(`${label}: menu call (10 clients) while ${CLIENTS} clients save orders, ${SECONDS} s`);
  const [mixedOrders, mixedMenu] = await Promise.all([
    load({ url: base, requests: [orderRequest] as never }),
    load({ url: `${base}${menuPath}`, headers: menuHeaders, connections: 10 }),
  ]);
  add(
    'menu p99 while 50 clients save orders',
    `p99 ${p99(mixedMenu)} ms (${Math.round(rps(mixedMenu))} req/s, ${mixedMenu.errors} errors/timeouts)`,
    `alone: p99 ${p99(menuLoad)} ms; orders meanwhile ${Math.round(ordersOk(mixedOrders) / SECONDS)}/s`,
    '< 100 ms',
    mixedMenu.requests.total > 0 && p99(mixedMenu) < 100,
  );

  add(
    'server RSS after the load',
    `${rssMb(server.child.pid!)} MB`,
    `${await memoryBreakdown(base, pid)}; after start, before any load: ${idleRss}`,
    engine === 'pglite' ? '< 250 MB' : '-',
    engine === 'pglite' ? rssMb(pid) < 250 : null,
  );

  if (process.env.BENCH_STREAMS !== '0') {
    await settle(pid);
    await benchStreams({ base, pid, label, orderBody: dineInOrder(linesFrom(menu.json as Menu)), add, log });
  }

  return {
    base,
    stop: async () => {
      await stopServer(server);
      // Acknowledged = stored: every order answered 200 is in the database after the server
      // stopped (a save still in flight when a load ended may be stored without an answer).
      const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
      const ids = [...new Set(acknowledgedIds)];
      const result = await database.db.execute(
        sql`select count(*)::int as n from orders where order_id in (select unnest(${`{${ids.join(',')}}`}::int[]))`,
      );
      await database.close();
      const stored = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
      add(
        'acknowledged = stored',
        `${stored} of ${ids.length} acknowledged orders found`,
        `${acknowledgedIds.length} answers 200`,
        'all found',
        stored === ids.length && ids.length === acknowledgedIds.length,
      );
      // The owner's dashboard over a year of orders added to this database (generate-year.ts).
      if (process.env.BENCH_REPORTS !== '0') {
        await benchDashboard(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir }, label, add);
        await benchExport(env, label, add);
      }
    },
  };
}

/** Orders the CSV export bench asks for: the speed target "an export of 100,000 orders". */
const EXPORT_ORDERS = 100_000;

/**
 * The order history's CSV export over the year benchDashboard generated, through the real
 * route on a fresh server: the owner signs in, downloads GET /api/staff/orders.csv (one line
 * per order, then one per order line) of as many of the last days as hold about 100,000
 * orders, and the body goes to nowhere as it arrives. The server's RSS is sampled every 20 ms
 * during each download and printed against the RSS just before: its peak, and the highest by
 * each quarter of the file (a streaming export levels off once the server's heap is warm,
 * whatever the number of rows; one that held the rows would grow with them on every run).
 */
async function benchExport(
  env: Record<string, string>,
  label: string,
  add: (figure: string, value: string, reference: string, goal: string, met: boolean | null) => void,
) {
  const server = await startServer(env);
  try {
    const pid = server.child.pid!;
    const signIn = await fetch(`${server.base}/api/staff/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ company: 'demo', email: 'titolare@demo.tavola.test', password: 'titolare1' }),
    });
    if (signIn.status !== 200)
      throw new Error(`staff sign-in: ${signIn.status} ${(await signIn.text()).slice(0, 200)}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // The year is spread evenly over 365 days: the last `days` of them hold about EXPORT_ORDERS.
    const orders = Number(process.env.BENCH_REPORT_ORDERS ?? 150_000);
    const days = Math.min(365, Math.ceil((EXPORT_ORDERS * 365) / Math.max(1, orders)));
    const to = venueToday();
    const from = new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    // The per-order export twice: the first on a fresh server also grows the JavaScript heap and
    // the allocator to their working size (RSS climbs through the whole file once); the runs
    // after it must stay flat past their first quarter, whatever the number of rows.
    let first = true;
    for (const [lines, run] of [
      ['0', 'first on this server'],
      ['0', 'again'],
      ['1', ''],
    ] as const) {
      await settle(pid);
      const before = rssMb(pid);
      let bytes = 0;
      const samples: Array<{ bytes: number; rss: number }> = [];
      const sampler = setInterval(() => {
        try {
          samples.push({ bytes, rss: rssMb(pid) });
        } catch {
          // The server is gone: the download fails below.
        }
      }, 20);
      const started = performance.now();
      let newlines = 0;
      let firstByteMs = 0;
      try {
        const res = await fetch(
          `${server.base}/api/staff/orders.csv?seatWebId=2&from=${from}&to=${to}&lines=${lines}&lang=it`,
          { headers: { cookie } },
        );
        if (res.status !== 200 || !res.body)
          throw new Error(`export: ${res.status} ${(await res.text()).slice(0, 200)}`);
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines += 1;
        }
      } finally {
        clearInterval(sampler);
      }
      const ms = performance.now() - started;
      samples.push({ bytes, rss: rssMb(pid) });
      const peak = Math.max(before, ...samples.map((x) => x.rss));
      // The highest RSS by each quarter of the file: an export that held the rows would climb to
      // the end of every run, not only of the first.
      const byQuarter = [1, 2, 3, 4].map((q) =>
        Math.max(before, ...samples.filter((x) => x.bytes <= (bytes * q) / 4).map((x) => x.rss)),
      );
      // Records, without the header (a quoted field never holds a newline in these columns).
      const records = newlines - 1;
      add(
        `CSV export, ${lines === '1' ? 'one line per order line' : 'one line per order'}${run ? ` (${run})` : ''}, ${days} days of venue 2`,
        `${records} ${lines === '1' ? 'lines' : 'orders'}, ${(bytes / 2 ** 20).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s (first byte ${Math.round(firstByteMs)} ms); peak RSS ${peak} MB`,
        `RSS before the export ${before} MB; highest by each quarter of the file ${byQuarter.join(' / ')} MB`,
        first ? '-' : 'flat after the first quarter (< 16 MB more)',
        first ? null : byQuarter[3] - byQuarter[0] < 16,
      );
      first = false;
    }
  } finally {
    await stopServer(server);
  }
}

function printTable(rows: Row[]) {
  const header: Row = {
    figure: 'figure',
    value: 'measured',
    reference: 'reference (same run)',
    goal: 'goal',
    met: null,
  };
  const all = [header, ...rows];
  const width = (key: keyof Omit<Row, 'met'>) => Math.max(...all.map((r) => r[key].length));
  const w = { figure: width('figure'), value: width('value'), reference: width('reference'), goal: width('goal') };
  const line = (r: Row, mark: string) =>
    `${r.figure.padEnd(w.figure)} | ${r.value.padEnd(w.value)} | ${r.reference.padEnd(w.reference)} | ${r.goal.padEnd(w.goal)} | ${mark}`;
  console.log(line(header, 'met'));
  console.log('-'.repeat(w.figure + w.value + w.reference + w.goal + 16));
  for (const r of rows) console.log(line(r, r.met === null ? '' : r.met ? 'yes' : 'NO'));
}

async function main() {
  const started = Date.now();
  const cpus = os.cpus();
  console.log(
    `Tavola bench: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, ${SECONDS} s per load, ${CLIENTS} clients; load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('Load generator and server share the machine; other processes on it make the figures noisy.\n');
  // What production runs (npm start): the API bundle and the built web app, which Lighthouse
  // loads from the same server; a server started before the build would answer 404.
  if (process.env.BENCH_BUILD !== '0') {
    log('building the API bundle and the web app (npm run build; BENCH_BUILD=0 skips it)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim()) as Engine[];
  const rows: Row[] = [];
  if (existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) firstLoadRows(rows);
  for (const engine of engines) {
    if (engine === 'postgres' && !postgresBin()) {
      console.log('PostgreSQL is not installed: its figures are skipped (apt-get install postgresql).');
      continue;
    }
    const running = await benchEngine(engine, rows);
    if (!running) continue;
    if (engine === 'pglite' && process.env.BENCH_LIGHTHOUSE !== '0' && !process.env.BENCH_ONLY) {
      try {
        await lighthouseRows(running.base, rows);
      } catch (error) {
        rows.push({
          figure: 'Lighthouse',
          value: `failed: ${(error as Error).message.split('\n')[0]}`,
          reference: '-',
          goal: '-',
          met: false,
        });
      }
    }
    await running.stop();
  }
  console.log('');
  printTable(rows);
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/**
 * The JavaScript a phone downloads before the app runs: the scripts and module preloads of
 * apps/web/dist/index.html, and the page's route preloads the server adds (route-preloads.json:
 * the menu's lazy page loads with the first load's). Sizes raw, and compressed as the server
 * sends them (brotli 11, the build's .br files; gzip 9 for a browser without brotli).
 */
function firstLoadRows(rows: Row[]) {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const routesFile = path.join(dist, 'route-preloads.json');
  const routes = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string[]>)
    : {};
  const sizes = (files: string[]) => {
    let raw = 0;
    let br = 0;
    let gz = 0;
    for (const file of new Set(files)) {
      const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
      raw += content.length;
      br += brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      gz += gzipSync(content, { level: 9 }).length;
    }
    return { raw, br, gz, files: new Set(files).size };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const pages = [
    { name: 'home', files: [...scripts, ...(routes['/'] ?? []).filter((file) => file.endsWith('.js'))] },
    { name: 'menu page', files: [...scripts, ...(routes['/main/menu'] ?? []).filter((file) => file.endsWith('.js'))] },
  ];
  for (const page of pages) {
    const s = sizes(page.files);
    rows.push({
      figure: `web first-load JavaScript, ${page.name}`,
      value: `${kb(s.br)} brotli (${kb(s.gz)} gzip)`,
      reference: `${kb(s.raw)} raw in ${s.files} files`,
      goal: '< 150 KB compressed',
      met: s.br < 150 * 1024,
    });
  }
}

async function lighthouseRows(base: string, rows: Row[]) {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run npm run build');
  const pages = [
    { name: 'home', url: `${base}/?company=demo` },
    { name: 'menu', url: `${base}/main/menu?company=demo&seatWebId=1&menuWebId=1` },
  ];
  for (const page of pages) {
    log(`Lighthouse (mobile) on ${page.name}, ${LIGHTHOUSE_RUNS} runs: ${page.url}`);
    const scores = await runLighthouse(page.url, { runs: LIGHTHOUSE_RUNS });
    const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
    for (const [category, goal] of Object.entries(goals)) {
      const score = scores.categories[category];
      rows.push({
        figure: `Lighthouse ${page.name}: ${category}`,
        value: score === null ? 'n/a' : String(score),
        reference:
          category === 'performance'
            ? `median of ${scores.performanceRuns.length} runs (${scores.performanceRuns.join(', ')}): FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}`
            : '-',
        goal: `>= ${goal}`,
        met: score !== null && score >= goal,
      });
    }
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
