import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict, DomainError, ErrorKind, serviceUnavailable } from '@tavola/domain/error-codes';
import { createTestApp } from '../test/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableReason, errorsPlugin } from './errors';

type LogLine = { level: number; msg: string; code?: string; status?: number; err?: unknown; reason?: unknown };

function logCollector() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { lines, stream };
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

/** A driver error as node-postgres gives it when PostgreSQL ends the session, wrapped the way drizzle wraps it. */
function terminatedQueryError() {
  const cause = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
  return new Error('Failed query: select * from orders where email = $1\nparams: segreto@example.com', { cause });
}

describe('error handler: what is logged at which level', () => {
  const { lines, stream } = logCollector();
  const app = Fastify({ logger: { level: 'info', stream } }).withTypeProvider<ZodTypeProvider>();
  const throwing: Record<string, () => never> = {
    availability: () => {
      throw conflict('BOOKING_NO_AVAILABILITY', 'Non ci sono più posti disponibili.');
    },
    soldOut: () => {
      throw badRequest('PRODUCT_SOLD_OUT', 'Prodotto esaurito.');
    },
    paused: () => {
      throw new DomainError(ErrorKind.Conflict, 'ORDERING_PAUSED', 'Gli ordini online sono sospesi.');
    },
    maps: () => {
      throw serviceUnavailable('MAPS_UNAVAILABLE', 'Servizio mappe non disponibile.');
    },
    system: () => {
      throw new DomainError(ErrorKind.System, 'BROKEN', 'Rotto.');
    },
    database: () => {
      throw terminatedQueryError();
    },
    bug: () => {
      throw new TypeError('undefined is not a function');
    },
  };

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    for (const [name, fail] of Object.entries(throwing)) app.get(`/${name}`, async () => fail());
    app.post('/validated', { schema: { body: z.object({ seats: z.number().int().positive() }) } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const logsOf = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const from = lines.length;
    const res = await app.inject({ method, url, payload: payload as never });
    return {
      res,
      logged: lines.slice(from).filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed'),
    };
  };

  it('logs expected refusals (no availability, sold out, paused, validation) as info with their code, never as errors', async () => {
    for (const [url, code, status] of [
      ['/availability', 'BOOKING_NO_AVAILABILITY', 509],
      ['/soldOut', 'PRODUCT_SOLD_OUT', 400],
      ['/paused', 'ORDERING_PAUSED', 509],
    ] as const) {
      const { res, logged } = await logsOf('GET', url);
      expect(res.statusCode).toBe(status);
      expect(logged).toEqual([expect.objectContaining({ level: INFO, msg: 'request refused', code, status })]);
    }
    const { res, logged } = await logsOf('POST', '/validated', { seats: -1 });
    expect(res.statusCode).toBe(400);
    expect(logged).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request refused', code: 'VALIDATION', status: 400 }),
    ]);
    const malformed = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('warns about an outside service down, and logs our own failures as errors with their stack', async () => {
    expect((await logsOf('GET', '/maps')).logged).toEqual([
      expect.objectContaining({ level: WARN, code: 'MAPS_UNAVAILABLE' }),
    ]);
    const system = await logsOf('GET', '/system');
    expect(system.res.statusCode).toBe(500);
    expect(system.logged).toEqual([
      expect.objectContaining({ level: ERROR, err: expect.objectContaining({ stack: expect.any(String) }) }),
    ]);
    const bug = await logsOf('GET', '/bug');
    expect(bug.res.statusCode).toBe(500);
    expect(bug.logged).toEqual([expect.objectContaining({ level: ERROR, msg: 'unhandled error' })]);
  });

  it('answers 503 with a clear Italian message when the database dropped the connection, without the statement in the log', async () => {
    const { res, logged } = await logsOf('GET', '/database');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(logged).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: 'database unavailable',
        reason: { message: 'terminating connection due to administrator command', code: '57P01' },
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('segreto@example.com');
  });

  it('tells a database out of reach from other database errors', () => {
    expect(databaseUnavailableReason(terminatedQueryError())).not.toBeNull();
    expect(
      databaseUnavailableReason(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).not.toBeNull();
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).not.toBeNull();
    expect(
      databaseUnavailableReason(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).not.toBeNull();
    expect(databaseUnavailableReason(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBeNull();
    expect(
      databaseUnavailableReason(
        new Error('Failed query', { cause: Object.assign(new Error('syntax error'), { code: '42601' }) }),
      ),
    ).toBeNull();
  });
});

describe('error handler in the app: refusals of real routes are info', () => {
  const { lines, stream } = logCollector();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ serverOptions: { logger: { level: 'info', stream } } });
  });
  afterAll(() => t.close());

  it('logs a missing session and an invalid order body as info, nothing at warn or above', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/order/getCustomerOrders?customerId=1' });
    expect(unauthenticated.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 42 },
    });
    expect(invalid.statusCode).toBe(400);
    const refused = lines.filter((line) => line.msg === 'request refused');
    expect(refused).toEqual([
      expect.objectContaining({ level: INFO, status: 401 }),
      expect.objectContaining({ level: INFO, code: 'VALIDATION', status: 400 }),
    ]);
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });
});
