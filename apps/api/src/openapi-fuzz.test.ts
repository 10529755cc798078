// Bad input always gets a 4xx, never a 5xx. Walks EVERY operation of the
// app's own /openapi.json (so a route added tomorrow is covered without touching this file),
// builds a request that satisfies its schema, then breaks one thing at a time: a NUL byte in
// each string, ids past PostgreSQL's integer range, negative and non-numeric ids, huge strings,
// wrong types, a missing or malformed body. Any 5xx fails, naming the operation and the input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from './modules/staff-accounts/staff-test-helpers';
import { anonymousCustomer } from './test/ordering-fixtures';
import { createTestApp } from './test/test-app';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const NUL = 'a\u0000b';
const BAD_IDS: unknown[] = [2147483648, -1, 'abc', 1.5];
const HUGE = 'x'.repeat(20_000);
const UNIQUE = '__n__';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
/** The owner's staff session cookie: staff routes are fuzzed past their permission check too. */
let staffCookie: string;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  // Budgets lifted: a 429 would stop a request before the database, hiding a 5xx.
  const lifted = {
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_REGISTRATION_MAX: '100000',
    RATE_LIMIT_MAIL_MAX: '100000',
    RATE_LIMIT_BOOKING_MAX: '100000',
  };
  t = await createTestApp({ env: lifted });
  // A session with a venue and an (anonymous) customer, so calls get past "who are you" to the database.
  token = (await anonymousCustomer(t.app, 'fuzz@example.com', 1)).token;
  staffCookie = (await createSignedInStaff(t, { role: 'owner' })).cookie;
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return resolve(variants.find((v) => v.type !== 'null') ?? variants[0]);
  if (schema.allOf) return resolve(Object.assign({}, ...schema.allOf) as Schema);
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  const s = resolve(schema);
  if (Array.isArray(s.type)) return s.type.find((x) => x !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  return undefined;
}

/** A value the schema accepts, as far as the document describes it. */
function sample(schema: Schema | undefined, name = ''): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key);
      return out;
    }
    case 'string':
      if (s.format === 'email' || /mail/i.test(name)) return `fuzz${UNIQUE}@example.com`;
      if (s.format === 'date') return '2026-11-21';
      if (s.format === 'date-time') return '2026-11-21T10:00:00.000Z';
      if (s.format === 'uri' || /url|uri/i.test(name)) return 'http://localhost/x';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'a';
  }
}

/** Every malformed replacement worth trying for a field of this schema. */
function badValues(schema: Schema | undefined): unknown[] {
  switch (typeOf(resolve(schema))) {
    case 'integer':
    case 'number':
      return [...BAD_IDS, NUL];
    case 'boolean':
      return [NUL, 'maybe'];
    case 'array':
      return [NUL, [NUL], { a: 1 }];
    case 'object':
      return [NUL, [], 5];
    default:
      return [NUL, `${NUL}@example.com`, '\u0001', HUGE, 2147483648, { a: NUL }];
  }
}

interface Attempt {
  label: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  rawBody?: string;
}

function attemptsFor(operation: Operation): Attempt[] {
  const params = operation.parameters ?? [];
  const base: Attempt = { label: 'valid', path: {}, query: {} };
  for (const p of params) {
    if (p.in === 'header') continue;
    if (p.required || p.in === 'path') (p.in === 'path' ? base.path : base.query)[p.name] = sample(p.schema, p.name);
  }
  const content = operation.requestBody?.content ?? {};
  const bodySchema = (content['application/json'] ?? Object.values(content)[0])?.schema;
  if (bodySchema) base.body = sample(bodySchema);

  const attempts: Attempt[] = [base];
  for (const p of params) {
    if (p.in === 'header') continue;
    for (const bad of badValues(p.schema)) {
      const where = p.in === 'path' ? 'path' : 'query';
      attempts.push({
        ...base,
        label: `${where} ${p.name}=${JSON.stringify(bad).slice(0, 40)}`,
        [where]: { ...base[where], [p.name]: bad },
      });
    }
  }
  if (bodySchema) {
    const resolved = resolve(bodySchema);
    const fields = resolved.properties ?? {};
    for (const [name, fieldSchema] of Object.entries(fields)) {
      for (const bad of badValues(fieldSchema)) {
        attempts.push({
          ...base,
          label: `body ${name}=${JSON.stringify(bad).slice(0, 40)}`,
          body: { ...(base.body as object), [name]: bad },
        });
      }
      // One level down (order lines, addresses...): a NUL in each nested string.
      const nested = resolve(fieldSchema);
      const inner = typeOf(nested) === 'array' ? resolve(nested.items) : nested;
      for (const [innerName, innerSchema] of Object.entries(inner.properties ?? {})) {
        const value = sample(inner);
        for (const bad of [NUL, 2147483648]) {
          const mutated = { ...(value as object), [innerName]: bad };
          attempts.push({
            ...base,
            label: `body ${name}.${innerName}=${JSON.stringify(bad)}`,
            body: { ...(base.body as object), [name]: typeOf(nested) === 'array' ? [mutated] : mutated },
          });
          if (typeOf(innerSchema) === 'string') break;
        }
      }
    }
    attempts.push({ ...base, label: 'no body', body: undefined });
    attempts.push({ ...base, label: 'body is an array', body: [] });
    attempts.push({ ...base, label: 'body is not JSON', body: undefined, rawBody: '{"a":' });
    attempts.push({ ...base, label: 'body with a NUL key', body: { ...(base.body as object), ['k\u0000']: NUL } });
  }
  return attempts;
}

function urlFor(path: string, attempt: Attempt): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(attempt.path[name] ?? 'a')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(attempt.query)) {
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

describe('every operation of /openapi.json answers malformed input with a 4xx', () => {
  it('never answers 5xx', async () => {
    const paths = Object.entries(doc.paths);
    expect(paths.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of paths) {
      // A fresh staff session per staff path: the path before may have signed it out or disabled it.
      if (path.startsWith('/api/staff')) staffCookie = (await createSignedInStaff(t, { role: 'owner' })).cookie;
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (const attempt of attemptsFor(operation)) {
          const form =
            operation.requestBody?.content?.['application/x-www-form-urlencoded'] &&
            !operation.requestBody.content['application/json'];
          // An event stream that is allowed stays open: those are fuzzed without the staff session (their
          // inputs are still validated, and a valid request ends at 401).
          const stream = /text\/event-stream/.test(JSON.stringify(operation));
          // The app's own Origin, as its pages send it: a staff change without it stops at 403 before its inputs are used.
          const headers: Record<string, string> = {
            authorization: `Bearer ${token}`,
            origin: t.app.config.publicOrigin,
            ...(stream ? {} : { cookie: staffCookie }),
          };
          let payload: string | undefined;
          if (attempt.rawBody !== undefined) {
            headers['content-type'] = 'application/json';
            payload = attempt.rawBody;
          } else if (attempt.body !== undefined) {
            if (form && attempt.body && typeof attempt.body === 'object' && !Array.isArray(attempt.body)) {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              const fields = Object.entries(attempt.body).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]);
              payload = new URLSearchParams(fields).toString();
            } else {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(attempt.body);
            }
          }
          // A fresh e-mail per request: a taken one stops a registration before its other fields reach the database.
          sent += 1;
          const fresh = (text: string) => text.replaceAll(UNIQUE, `${sent}`);
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: fresh(urlFor(path, attempt)),
            headers,
            payload: payload === undefined ? undefined : fresh(payload),
          });
          // 509 is the specification's Conflict (an answer about the data), not a server error.
          if (res.statusCode >= 500 && res.statusCode !== 509)
            failures.push(
              `${method.toUpperCase()} ${path} [${attempt.label}] → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    console.info(`openapi fuzz: ${sent} requests over ${paths.length} paths`);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
