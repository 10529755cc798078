// Every statement of the diners' and staff hot paths stays inside the acting company, so the
// plan of decision record 016 (PostgreSQL distributed by company_id on Citus) stays true as
// the code grows. The test walks the hot paths on a database holding several companies,
// records every statement the API sends to the driver, and checks each one with the rule
// below; a deliberate unscoped query at the end shows that the check fails when it should.
//
// The rule (also in docs/decisions/016-citus-by-company.md):
// - A company-owned table is one with a company_id column, or one whose rows hang, through
//   single-column foreign keys, from such a table (order lines, menu products, venue tables,
//   ...: the tables 016 distributes). The reference tables of 016 (companies, seat_webs,
//   languages) and the platform's own tables (no company_id, no foreign key to a company's
//   row: rate-limit counters, the mail outbox, ...) are not checked.
// - Each company-owned table a statement reads or writes must be scoped by one of:
//   (a) its company_id compared with (or, for an insert, set to) the acting company;
//   (b) a key of it (its primary key, or a foreign key to a company's row or a venue) compared
//       with values (`= $n`, `in ($n, ...)`, `= any($n)`, or an insert's value) that all name
//       rows of the acting company: an id the API first got from a query by company;
//   (c) a join on such a key (`t.key = u.column`) with a table of the same statement that is
//       itself scoped (an order's lines joined to the order);
//   (d) an insert whose parent row (the table its foreign key points to) is inserted, scoped,
//       by the same statement (an order and its lines in one statement).
// - And every key value of a company's row that a statement names (b) must be the acting
//   company's: a statement that mixes in another company's row fails even when it is scoped.
// On Citus, (a) routes a statement to the company's worker; (b)-(d) are where step 2 of 016
// adds `company_id = $company` beside the key, which the key already guarantees to be true.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClient, type Db } from './db/database';
import { PGliteRemote } from './db/pglite-remote';
import { openEventStream } from './modules/order-board/sse-test-client';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from './modules/order/order-test-helpers';
import { createSignedInStaff } from './modules/staff-accounts/staff-test-helpers';
import { bearer, registeredCustomer } from './test/ordering-fixtures';
import { createTestApp } from './test/test-app';

interface Statement {
  sql: string;
  params: unknown[];
}

/** Records every statement sent to the database's driver while `recording` is on. */
function recordStatements(db: Db) {
  const log: Statement[] = [];
  const recorder = { on: false, log };
  const push = (text: unknown, params: unknown) => {
    if (recorder.on && typeof text === 'string') log.push({ sql: text, params: Array.isArray(params) ? params : [] });
  };
  const client = driverClient(db);
  if (client instanceof PGliteRemote) {
    // Every statement, in a transaction or not, reaches the worker through this one method.
    const remote = client as unknown as {
      call(request: { op: string; sql?: string; params?: unknown[] }): Promise<unknown>;
    };
    const call = remote.call.bind(remote);
    remote.call = (request) => {
      if (request.op === 'query') push(request.sql, request.params);
      return call(request);
    };
  } else {
    // PostgreSQL: every checkout of a pool connection (pool.query's too) emits 'acquire'.
    const wrapped = new WeakSet<object>();
    (client as pg.Pool).on('acquire', (connection) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (
        first: unknown,
        ...rest: unknown[]
      ) => {
        if (typeof first === 'string') push(first, rest[0]);
        else if (first && typeof first === 'object')
          push((first as { text?: string }).text, (first as { values?: unknown[] }).values ?? rest[0]);
        return query(first, ...rest);
      };
    });
  }
  return recorder;
}

// ---------------------------------------------------------------------------------------------
// The schema, as the database knows it.

interface Schema {
  columns: Map<string, Set<string>>;
  primaryKey: Map<string, string>;
  /** table -> its single-column unique keys (the primary key's included). */
  uniqueKeys: Map<string, Set<string>>;
  /** table -> column -> the table and column it references (single-column foreign keys). */
  foreignKeys: Map<string, Map<string, { table: string; column: string }>>;
  /** Tables checked by the rule: with company_id, or hanging from such a table. */
  companyOwned: Set<string>;
}

const REFERENCE_TABLES = new Set(['companies', 'seat_webs', 'languages']);

async function readSchema(db: Db): Promise<Schema> {
  const columns = new Map<string, Set<string>>();
  const cols = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  for (const row of cols.rows) {
    if (!columns.has(row.table_name)) columns.set(row.table_name, new Set());
    columns.get(row.table_name)!.add(row.column_name);
  }
  const keys = await db.execute<{
    kind: string;
    table_name: string;
    column_name: string;
    ref_table: string | null;
    ref_column: string | null;
  }>(sql`
    select con.contype as kind, cl.relname as table_name, a.attname as column_name, rcl.relname as ref_table, ra.attname as ref_column
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace and ns.nspname = 'public'
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
      left join pg_class rcl on rcl.oid = con.confrelid
      left join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = con.confkey[1]
     where con.contype in ('p', 'f') and array_length(con.conkey, 1) = 1`);
  const primaryKey = new Map<string, string>();
  const foreignKeys = new Map<string, Map<string, { table: string; column: string }>>();
  for (const row of keys.rows) {
    if (row.kind === 'p') primaryKey.set(row.table_name, row.column_name);
    else {
      if (!foreignKeys.has(row.table_name)) foreignKeys.set(row.table_name, new Map());
      foreignKeys.get(row.table_name)!.set(row.column_name, { table: row.ref_table!, column: row.ref_column! });
    }
  }
  const uniques = await db.execute<{ table_name: string; column_name: string }>(sql`
    select cl.relname as table_name, a.attname as column_name
      from pg_index ix
      join pg_class cl on cl.oid = ix.indrelid
      join pg_namespace ns on ns.oid = cl.relnamespace and ns.nspname = 'public'
      join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = ix.indkey[0]
     where ix.indisunique and ix.indnatts = 1 and ix.indpred is null and ix.indexprs is null`);
  const uniqueKeys = new Map<string, Set<string>>();
  for (const row of uniques.rows) {
    if (!uniqueKeys.has(row.table_name)) uniqueKeys.set(row.table_name, new Set());
    uniqueKeys.get(row.table_name)!.add(row.column_name);
  }
  // A column named as another table's primary key (events.seat_web_id, ...) refers to it even
  // where no foreign key is declared (kept off hot tables for speed).
  const byKeyName = new Map(
    [...primaryKey]
      .filter(([table, column]) => column.endsWith('_id') && !foreignKeys.get(table)?.has(column))
      .map(([table, column]) => [column, table]),
  );
  for (const [table, cs] of columns) {
    for (const column of cs) {
      const target = byKeyName.get(column);
      if (!target || target === table || foreignKeys.get(table)?.has(column)) continue;
      if (!foreignKeys.has(table)) foreignKeys.set(table, new Map());
      foreignKeys.get(table)!.set(column, { table: target, column });
    }
  }
  const companyOwned = new Set(
    [...columns].filter(([table, cs]) => cs.has('company_id') && !REFERENCE_TABLES.has(table)).map(([t]) => t),
  );
  // Children of company-owned tables (or of a venue), until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const [table, fks] of foreignKeys) {
      if (companyOwned.has(table) || REFERENCE_TABLES.has(table)) continue;
      if ([...fks.values()].some((ref) => companyOwned.has(ref.table) || ref.table === 'seat_webs')) {
        companyOwned.add(table);
        grew = true;
      }
    }
  }
  return { columns, primaryKey, uniqueKeys, foreignKeys, companyOwned };
}

/** Is `column` a key of `table` in the sense of rule (b): unique in it, or a foreign key to a company's row or a venue. */
function isKey(schema: Schema, table: string, column: string): boolean {
  if (schema.uniqueKeys.get(table)?.has(column)) return true;
  const ref = schema.foreignKeys.get(table)?.get(column);
  return !!ref && (schema.companyOwned.has(ref.table) || ref.table === 'seat_webs' || ref.table === 'companies');
}

/** The company owning the row of `table` whose `column` (a key) is `value`, following foreign keys; null when unknown. */
async function ownerOf(
  db: Db,
  schema: Schema,
  table: string,
  column: string,
  value: unknown,
  depth = 0,
): Promise<number | null> {
  if (value === null || value === undefined || depth > 6) return null;
  if (column === 'company_id') return Number(value);
  // A reference names the parent's row by the same value.
  const ref = schema.foreignKeys.get(table)?.get(column);
  if (ref) return ownerOf(db, schema, ref.table, ref.column, value, depth + 1);
  const cols = schema.columns.get(table) ?? new Set();
  if (cols.has('company_id')) {
    const rows = await db.execute<{ company_id: number }>(
      sql`select company_id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    );
    return rows.rows[0] ? Number(rows.rows[0].company_id) : null;
  }
  for (const [fkColumn, parent] of schema.foreignKeys.get(table) ?? []) {
    if (!schema.companyOwned.has(parent.table) && parent.table !== 'seat_webs') continue;
    const rows = await db.execute<{ parent: unknown }>(
      sql`select ${sql.identifier(fkColumn)} as parent from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    );
    const owner = await ownerOf(db, schema, parent.table, parent.column, rows.rows[0]?.parent, depth + 1);
    if (owner !== null) return owner;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading a statement: its tables, and what it compares their columns with.

const NOT_AN_ALIAS = new Set(
  'where on inner left right full cross join set values order group limit returning select as using for with union having offset lateral natural'.split(
    ' ',
  ),
);

interface Reading {
  /** alias or name -> table */
  tables: Map<string, string>;
  /** table.column compared with parameter values (rule a/b), insert values included. */
  bound: Array<{ table: string; column: string; params: number[] }>;
  /** column of one table equal to a column of another (rule c). */
  joins: Array<{ left: { table: string; column: string }; right: { table: string; column: string } }>;
  /** tables written by an insert. */
  inserted: Set<string>;
}

/** Splits an insert's values tuple at its top-level commas. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return [...parts, text.slice(start, i)];
      depth--;
    } else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

function read(statement: string, schema: Schema): Reading {
  // A join `on false` reads nothing of its table (drizzle's way to keep a column list's shape).
  const text = statement
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\bjoin [a-z_][a-z0-9_]* on false\b/g, 'join (nothing) on false');
  const tables = new Map<string, string>();
  for (const m of text.matchAll(
    /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/g,
  )) {
    const [, name, alias] = m;
    if (!schema.columns.has(name)) continue;
    tables.set(name, name);
    if (alias && !NOT_AN_ALIAS.has(alias)) tables.set(alias, name);
  }
  const distinct = new Set(tables.values());
  /** The tables a column reference may mean: the qualified one, or every table of the statement with that column. */
  const resolve = (qualifier: string | undefined, column: string): string[] => {
    if (qualifier) {
      const table = tables.get(qualifier);
      return table && schema.columns.get(table)?.has(column) ? [table] : [];
    }
    return [...distinct].filter((table) => schema.columns.get(table)?.has(column));
  };
  const bound: Reading['bound'] = [];
  const ref = String.raw`(?:([a-z_][a-z0-9_]*)\.)?([a-z_][a-z0-9_]*)`;
  const param = String.raw`\$(\d+)(?:::[a-z]+)?`;
  const bind = (q: string | undefined, column: string, params: number[]) => {
    for (const table of resolve(q, column)) bound.push({ table, column, params });
  };
  for (const m of text.matchAll(new RegExp(`${ref}\\s*=\\s*${param}`, 'g'))) bind(m[1], m[2], [Number(m[3])]);
  for (const m of text.matchAll(new RegExp(`${param}\\s*=\\s*${ref}`, 'g'))) bind(m[2], m[3], [Number(m[1])]);
  for (const m of text.matchAll(new RegExp(`${ref}\\s*=\\s*any\\s*\\(\\s*${param}\\s*\\)`, 'g')))
    bind(m[1], m[2], [Number(m[3])]);
  for (const m of text.matchAll(new RegExp(`${ref}\\s+in\\s*\\(\\s*(\\$\\d+(?:\\s*,\\s*\\$\\d+)*)\\s*\\)`, 'g'))) {
    bind(
      m[1],
      m[2],
      [...m[3].matchAll(/\$(\d+)/g)].map((p) => Number(p[1])),
    );
  }
  const inserted = new Set<string>();
  for (const m of text.matchAll(
    /\binsert into ([a-z_][a-z0-9_]*)(?: as [a-z_][a-z0-9_]*)? ?\(([^)]*)\) ?(values ?\()?/g,
  )) {
    const table = m[1];
    if (!schema.columns.has(table)) continue;
    inserted.add(table);
    if (!m[3]) continue;
    const names = m[2].split(',').map((c) => c.trim());
    const values = splitTopLevel(text.slice(m.index + m[0].length));
    names.forEach((column, i) => {
      const value = values[i]?.trim().match(/^\$(\d+)(?:::[a-z]+)?$/);
      if (value) bound.push({ table, column, params: [Number(value[1])] });
    });
  }
  const joins: Reading['joins'] = [];
  for (const m of text.matchAll(
    /\b([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\s*=\s*([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)/g,
  )) {
    const [left] = resolve(m[1], m[2]);
    const [right] = resolve(m[3], m[4]);
    if (left && right) joins.push({ left: { table: left, column: m[2] }, right: { table: right, column: m[4] } });
  }
  return { tables, bound, joins, inserted };
}

interface Violation {
  sql: string;
  params: unknown[];
  problem: string;
}

/** Checks statements sent while acting for `companyId` with the rule at the top of this file. */
async function check(db: Db, schema: Schema, statements: Statement[], companyId: number): Promise<Violation[]> {
  const violations: Violation[] = [];
  const owners = new Map<string, number | null>();
  for (const statement of statements) {
    const reading = read(statement.sql, schema);
    const owned = [...new Set(reading.tables.values())].filter((t) => schema.companyOwned.has(t));
    const scoped = new Set<string>();
    const problems: string[] = [];
    for (const { table, column, params } of reading.bound) {
      if (column !== 'company_id' && !isKey(schema, table, column)) continue;
      const values = params.flatMap((n) => {
        const value = statement.params[n - 1];
        return Array.isArray(value) ? value : [value];
      });
      let ours = values.length > 0;
      for (const value of values) {
        const key = `${table}.${column}=${JSON.stringify(value)}`;
        if (!owners.has(key)) owners.set(key, await ownerOf(db, schema, table, column, value));
        const owner = owners.get(key)!;
        if (owner !== companyId) ours = false;
        if (owner !== null && owner !== companyId)
          problems.push(`${table}.${column} = ${JSON.stringify(value)} is a row of company ${owner}`);
      }
      if (ours) scoped.add(table);
    }
    // (c) and (d): grow the scoped set through joins on keys and parents inserted alongside.
    for (let grew = true; grew;) {
      grew = false;
      for (const { left, right } of reading.joins) {
        for (const [from, to] of [
          [left, right],
          [right, left],
        ]) {
          if (scoped.has(from.table) && !scoped.has(to.table) && isKey(schema, to.table, to.column)) {
            scoped.add(to.table);
            grew = true;
          }
        }
      }
      for (const table of reading.inserted) {
        if (scoped.has(table)) continue;
        const parents = [...(schema.foreignKeys.get(table)?.values() ?? [])].map((r) => r.table);
        if (parents.some((parent) => reading.inserted.has(parent) && scoped.has(parent))) {
          scoped.add(table);
          grew = true;
        }
      }
    }
    for (const table of owned) if (!scoped.has(table)) problems.push(`${table} is not scoped to company ${companyId}`);
    if (problems.length > 0)
      violations.push({ sql: statement.sql, params: statement.params, problem: problems.join('; ') });
  }
  return violations;
}

const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.problem}\n    ${v.sql.replace(/\s+/g, ' ').slice(0, 600)}\n    params ${JSON.stringify(v.params).slice(0, 200)}`,
    )
    .join('\n');

// ---------------------------------------------------------------------------------------------

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let schema: Schema;
let recorder: ReturnType<typeof recordStatements>;
let base: string;

beforeAll(async () => {
  // The timers of jobs that run once per chain across companies (016: off the hot path) are
  // set far apart, so that what is recorded is the requests' own work.
  t = await createTestApp({
    now: () => NOW,
    env: {
      PAYMENT_SWEEP_INTERVAL_SECONDS: '86400',
      PRINT_POLL_SECONDS: '86400',
      RATE_LIMIT_BOOKING_MAX: '1000',
      RATE_LIMIT_MAIL_MAX: '1000',
    },
  });
  l = await demoLines(t.db);
  schema = await readSchema(t.db);
  recorder = recordStatements(t.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Runs `walk` with recording on and returns what it sent. */
async function recorded(walk: () => Promise<void>): Promise<Statement[]> {
  recorder.log.length = 0;
  recorder.on = true;
  try {
    await walk();
  } finally {
    recorder.on = false;
  }
  return [...recorder.log];
}

describe('the hot paths name the company in every statement (decision record 016)', () => {
  it('knows which tables belong to a company', () => {
    for (const table of [
      'orders',
      'order_details',
      'order_progress',
      'customers',
      'menu_webs',
      'products',
      'events',
      'staff_members',
      'table_reservations',
    ]) {
      expect(schema.companyOwned.has(table), table).toBe(true);
    }
    for (const table of ['companies', 'seat_webs', 'languages', 'outbox_emails', 'rate_limit_counters'])
      expect(schema.companyOwned.has(table), table).toBe(false);
  });

  it('the diner (menu, slots, order save, live status, history) and the staff board (list, action, stream)', async () => {
    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const diner = await registeredCustomer(t.app, t.db, `scoped-${Date.now()}@example.com`, { seatWebId: 2 });
    const get = (url: string, headers: Record<string, string> = bearer(diner.token)) =>
      t.app.inject({ method: 'GET', url, headers });
    const statements = await recorded(async () => {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/account/authenticateClient',
            payload: { companyUrlName: 'demo', seatWebId: 2 },
          })
        ).statusCode,
      ).toBe(200);
      for (const url of [
        '/api/menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus=2',
        '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=3',
        '/api/allergen/getAllAllergens',
        `/api/timeFrameWeb/getTimeFramesForCurrentSeat?date=${TODAY}&menuPublicationStatus=2`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      const ticket = (await get('/api/order/getOrderEventsTicket')).json().ticket as string;
      const dinerStream = openEventStream(`${base}/api/order/orderEvents?ticket=${ticket}`, {});
      const boardStream = openEventStream(`${base}/api/staff/venues/2/orders/events`, kitchen.headers);
      await Promise.all([dinerStream.ready, boardStream.ready]);
      const saved = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: `${TODAY}T12:30:00` }));
      expect(saved.statusCode, saved.body).toBe(200);
      const orderId = (saved.json() as { orderId: number }).orderId;
      const about = (stage: string) => (m: { data: unknown }) => {
        const data = m.data as { subject: string; data: { stage: string } | null };
        return data.subject === String(orderId) && data.data?.stage === stage;
      };
      await Promise.all([dinerStream.waitFor(about('new')), boardStream.waitFor(about('new'))]);
      expect((await get(`/api/order/getOrderProgress?orderId=${orderId}`)).statusCode).toBe(200);
      expect((await get(`/api/order/getCustomerOrders?customerId=${diner.customer.customerId}`)).statusCode).toBe(200);
      expect((await get(`/api/staff/venues/2/orders?day=${TODAY}`, kitchen.headers)).statusCode).toBe(200);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/2/orders/${orderId}/actions`,
        headers: kitchen.headers,
        payload: { action: 'accept', estimatedReadyTime: '12:45' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await Promise.all([dinerStream.waitFor(about('accepted')), boardStream.waitFor(about('accepted'))]);
      dinerStream.close();
      boardStream.close();
    });
    expect(statements.length).toBeGreaterThan(20);
    const violations = await check(t.db, schema, statements, 1);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('the booking service (availability, a diner’s booking, its status) and the booking board', async () => {
    const { seatWebs } = await import('./db/schema');
    const { eq } = await import('drizzle-orm');
    const [isola] = await t.db
      .select({ seatWebId: seatWebs.seatWebId, companyId: seatWebs.companyId })
      .from(seatWebs)
      .where(eq(seatWebs.tableReservationId, 'demo-isola'));
    const staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [isola.seatWebId] });
    const statements = await recorded(async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/booking/ProssimiDisponibili?id=demo-isola' })).statusCode,
      ).toBe(200);
      const booked = await t.app.inject({
        method: 'POST',
        url: '/booking/AddPrenotazione',
        payload: {
          idloc: 'demo-isola',
          data: '22-11-2026',
          da: '19:30',
          a: '21:30',
          orari: '20:00',
          quanti: 2,
          tavoli: null,
          note: 'Giulia Rossi',
          phone: '333 1234567',
          id: '',
        },
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const id = booked.json().id as string;
      expect((await t.app.inject({ method: 'GET', url: `/booking/GetStatoPrenotazione?id=${id}` })).statusCode).toBe(
        200,
      );
      const board = await t.app.inject({
        method: 'GET',
        url: `/api/staff/venues/${isola.seatWebId}/bookings?day=2026-11-22`,
        headers: staff.headers,
      });
      expect(board.statusCode, board.body).toBe(200);
    });
    expect(statements.length).toBeGreaterThan(3);
    const violations = await check(t.db, schema, statements, isola.companyId);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('another company’s diner and board are held to their own company', async () => {
    const owner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    const { menuWebs } = await import('./db/schema');
    const { eq } = await import('drizzle-orm');
    const [{ menuWebId: theirMenu }] = await t.db
      .select({ menuWebId: menuWebs.menuWebId })
      .from(menuWebs)
      .where(eq(menuWebs.companyId, owner.companyId))
      .limit(1);
    const statements = await recorded(async () => {
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/account/authenticateClient',
        payload: { companyUrlName: 'menu-digitale', seatWebId: 4 },
      });
      expect(session.statusCode, session.body).toBe(200);
      const token = String(session.headers.authorization).replace(/^Bearer /, '');
      const menu = await t.app.inject({
        method: 'GET',
        url: `/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=${theirMenu}`,
        headers: bearer(token),
      });
      expect(menu.statusCode, menu.body).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/staff/venues/4/orders?day=${TODAY}`, headers: owner.headers }))
          .statusCode,
      ).toBe(200);
    });
    expect(statements.length).toBeGreaterThan(0);
    const violations = await check(t.db, schema, statements, owner.companyId);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('fails on a statement without the company, and on one naming another company’s row', async () => {
    const { menuClassifiers, menuWebs, orders } = await import('./db/schema');
    const { eq, inArray } = await import('drizzle-orm');
    const menuOf = async (companyId: number) =>
      (
        await t.db
          .select({ menuWebId: menuWebs.menuWebId })
          .from(menuWebs)
          .where(eq(menuWebs.companyId, companyId))
          .limit(1)
      )[0].menuWebId;
    const [ours, theirs] = [await menuOf(1), await menuOf(2)];
    const statements = await recorded(async () => {
      // Every company's orders of a status: no company, no key.
      await t.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderStatus, 0));
      // A menu's sections by a key, one of the menus another company's.
      await t.db
        .select({ id: menuClassifiers.menuClassifierId })
        .from(menuClassifiers)
        .where(inArray(menuClassifiers.menuWebId, [ours, theirs]));
      // The same by company 1's own menu: scoped.
      await t.db
        .select({ id: menuClassifiers.menuClassifierId })
        .from(menuClassifiers)
        .where(eq(menuClassifiers.menuWebId, ours));
    });
    expect(statements).toHaveLength(3);
    const violations = await check(t.db, schema, statements, 1);
    expect(violations.map((v) => v.problem)).toEqual([
      'orders is not scoped to company 1',
      `menu_classifiers.menu_web_id = ${theirs} is a row of company 2; menu_classifiers is not scoped to company 1`,
    ]);
  });
});
