import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateClientResponseSchema } from '@tavola/domain/entities';
import { authenticate, createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
});
afterAll(() => t.close());

describe('POST /api/account/authenticateClient', () => {
  it('returns the demo company with its venues per capability and a session token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 'demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.authorization)).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.headers['x-authorization']).toBe(res.headers.authorization);
    const body = authenticateClientResponseSchema.parse(res.json());
    expect(body.company.urlName).toBe('demo');
    expect(body.company.seatWebs).toHaveLength(3);
    for (const list of ['tableReservation', 'digitalMenu', 'local', 'takeAway', 'delivery'] as const) {
      expect(body.company[list].length, list).toBeGreaterThan(0);
    }
    expect(body.company.isCompanyEndOfService).toBe(false);
    expect(body.seatWeb).toBeNull();
    expect(body.canChangeSeatWeb).toBe(true);
    expect(body.customer).toBeNull();
    expect(body.language.languageCode).toBe('it');
  });

  it('fixes the venue when the request names one, and refuses a venue of another company', async () => {
    const { body } = await authenticate(t.app);
    const venue = body.company.seatWebs[1];
    const fixed = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: venue.seatWebId });
    expect(fixed.body.seatWeb.seatWebId).toBe(venue.seatWebId);
    expect(fixed.body.canChangeSeatWeb).toBe(false);

    const other = await authenticate(t.app, { companyUrlName: 'menu-digitale' });
    const foreign = other.body.company.seatWebs[0].seatWebId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 'demo', seatWebId: foreign },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La sede richiesta non esiste per questa azienda.');
  });

  it('selects the only venue of a single-venue company, which then cannot change', async () => {
    const { body } = await authenticate(t.app, { companyUrlName: 'menu-digitale' });
    expect(body.seatWeb).not.toBeNull();
    expect(body.canChangeSeatWeb).toBe(false);
    expect(body.company.digitalMenu).toHaveLength(1);
    expect(body.company.takeAway).toHaveLength(0);
  });

  it('reports a company past its end of service with the days counted', async () => {
    const { body } = await authenticate(t.app, { companyUrlName: 'chiuso' });
    expect(body.company.isCompanyEndOfService).toBe(true);
    expect(body.company.daysPastEndOfService).toBeGreaterThan(60);
  });

  it('answers 404 with a clear message for an unknown company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 'non-esiste' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect(res.json().message).toContain('non-esiste');
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 42, seatWebId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.companyUrlName', 'body.seatWebId']),
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyUrlName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^La richiesta non è valida/);
  });

  it('never signs in a customer from a bare customerId', async () => {
    const { body } = await authenticate(t.app, { companyUrlName: 'demo', customerId: 1 });
    expect(body.customer).toBeNull();
  });
});
