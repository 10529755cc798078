import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatWebSchema } from '@tavola/domain/entities';
import { authenticate, createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('seatWeb/connectToSeatWeb and seatWeb/getSetWeb', () => {
  it('connects the session to a venue and issues a new token naming it', async () => {
    const { token, body } = await authenticate(t.app);
    const venue = body.company.seatWebs[2];
    const res = await get(`/api/seatWeb/connectToSeatWeb?seatWebId=${venue.seatWebId}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const next = String(res.headers.authorization).replace('Bearer ', '');
    expect(next).not.toBe(token);

    const read = await get(`/api/seatWeb/getSetWeb?seatWebId=${venue.seatWebId}`, next);
    expect(read.statusCode).toBe(200);
    const seatWeb = seatWebSchema.parse(read.json());
    expect(seatWeb.name).toBe(venue.name);
    expect(seatWeb.openingDays.length).toBeGreaterThan(0);
  });

  it('refuses to change a venue the session fixed', async () => {
    const first = await authenticate(t.app);
    const [a, b] = first.body.company.seatWebs;
    const { token } = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: a.seatWebId });
    const res = await get(`/api/seatWeb/connectToSeatWeb?seatWebId=${b.seatWebId}`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SEAT_WEB_FIXED');
  });

  it("does not reveal another company's venue", async () => {
    const { token } = await authenticate(t.app);
    const other = await authenticate(t.app, { companyUrlName: 'chiuso' });
    const foreign = other.body.company.seatWebs[0].seatWebId;
    expect((await get(`/api/seatWeb/getSetWeb?seatWebId=${foreign}`, token)).statusCode).toBe(404);
    expect((await get(`/api/seatWeb/connectToSeatWeb?seatWebId=${foreign}`, token)).statusCode).toBe(404);
  });

  it('needs a session: 401 without a token or with a forged one', async () => {
    expect((await get('/api/seatWeb/getSetWeb?seatWebId=1')).statusCode).toBe(401);
    const forged = await get('/api/seatWeb/getSetWeb?seatWebId=1', 'eyJhbGciOiJIUzI1NiJ9.e30.invalid');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Sessione non valida o scaduta. Ricarica la pagina.');
  });

  it('answers 400 for a seatWebId that is not a number', async () => {
    const { token } = await authenticate(t.app);
    const res = await get('/api/seatWeb/getSetWeb?seatWebId=abc', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('querystring.seatWebId');
  });
});
