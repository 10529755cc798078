// /api/staff/venues over HTTP: validation (400 naming the field, nothing changed),
// permissions for an owner, a manager of another venue, a staff member, a diner, anonymous
// callers and another company; the version check (409); geocoding; disable-not-delete; and
// that a change reaches the diner's calls at once.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyVenueInput, type AdminVenue, type VenueInput } from '@tavola/domain/venue-admin';
import { eq } from 'drizzle-orm';
import { companies, orders } from '../../db/schema';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
const who: Record<'owner' | 'managerCentro' | 'managerNavigli' | 'staff' | 'diner' | 'otherOwner' | 'nobody', Headers> =
  {} as never;
const menuChanges: number[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-venue-admin-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  t.app.menuChanges.subscribe((companyId) => void menuChanges.push(companyId));
  who.owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  who.managerCentro = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] })).headers;
  who.managerNavigli = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] })).headers;
  who.staff = (await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] })).headers;
  who.otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
  who.diner = bearer((await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token);
  who.nobody = {};
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newVenue = (over: Partial<VenueInput> = {}): VenueInput => ({
  ...emptyVenueInput(),
  name: 'Tavola Porta Romana',
  address: 'Corso di Porta Romana 10',
  city: 'Milano',
  phone: '02 1234567',
  takeawayMinimumOrder: 10,
  ...over,
});

/** The form of an existing venue: what it reads, minus what the server owns. */
function formOf(v: AdminVenue) {
  const { seatWebId: _id, latitude: _lat, longitude: _lng, ...rest } = v;
  return rest as unknown as VenueInput & { version: number };
}

describe('who may call', () => {
  it('lists: owner all venues, a manager only theirs; staff, diners and anonymous callers refused', async () => {
    const all = (await call('GET', '/venues', who.owner)).json() as AdminVenue[];
    expect(all.map((v) => v.seatWebId)).toEqual(expect.arrayContaining([1, 2, 3]));
    const mine = (await call('GET', '/venues', who.managerNavigli)).json() as AdminVenue[];
    expect(mine.map((v) => v.seatWebId)).toEqual([2]);
    expect((await call('GET', '/venues', who.staff)).statusCode).toBe(403);
    expect((await call('GET', '/venues', who.diner)).statusCode).toBe(401);
    expect((await call('GET', '/venues', who.nobody)).statusCode).toBe(401);
    const theirs = (await call('GET', '/venues', who.otherOwner)).json() as AdminVenue[];
    expect(theirs.map((v) => v.seatWebId)).not.toContain(1);
  });

  it('one venue: its manager and the owner; a manager of another venue 403; another company 404', async () => {
    expect((await call('GET', '/venues/1', who.owner)).statusCode).toBe(200);
    expect((await call('GET', '/venues/1', who.managerCentro)).statusCode).toBe(200);
    expect((await call('GET', '/venues/1', who.managerNavigli)).statusCode).toBe(403);
    expect((await call('GET', '/venues/1', who.staff)).statusCode).toBe(403);
    expect((await call('GET', '/venues/1', who.otherOwner)).statusCode).toBe(404);
    expect((await call('GET', '/venues/1', who.diner)).statusCode).toBe(401);
    expect((await call('GET', '/venues/abc', who.owner)).statusCode).toBe(400);
  });

  it('creating and removing venues is for owners only', async () => {
    for (const h of [who.managerCentro, who.staff])
      expect((await call('POST', '/venues', h, newVenue())).statusCode).toBe(403);
    expect((await call('POST', '/venues', who.diner, newVenue())).statusCode).toBe(401);
    expect((await call('DELETE', '/venues/1', who.managerCentro)).statusCode).toBe(403);
    expect((await call('DELETE', '/venues/1', who.otherOwner)).statusCode).toBe(404);
  });

  it('a manager edits their venue, not another one', async () => {
    const centro = (await call('GET', '/venues/1', who.owner)).json() as AdminVenue;
    const r = await call('PUT', '/venues/1', who.managerNavigli, formOf(centro));
    expect(r.statusCode, r.body).toBe(403);
    expect((await call('PUT', '/venues/1', who.otherOwner, formOf(centro))).statusCode).toBe(404);
    const saved = await call('PUT', '/venues/1', who.managerCentro, formOf(centro));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(centro.version + 1);
  });
});

describe('create, validate, update', () => {
  it('creates a venue with its address geocoded and the payments as spec codes', async () => {
    const res = await call('POST', '/venues', who.owner, newVenue({ takeawayAcceptedPayments: ['C', 'T'] }));
    expect(res.statusCode).toBe(200);
    const venue = res.json() as AdminVenue;
    expect(venue.latitude).toBeCloseTo(45.46, 1);
    expect(venue.longitude).toBeCloseTo(9.19, 1);
    expect(venue.takeawayAcceptedPayments).toEqual(['C', 'T']);
    expect(venue.phone).toBe('+39021234567');
    // The diners see it at once (no cache in between).
    const diner = await t.app.inject({
      method: 'GET',
      url: `/api/seatWeb/getSetWeb?seatWebId=${venue.seatWebId}`,
      headers: who.diner,
    });
    expect(diner.json()).toMatchObject({
      name: 'Tavola Porta Romana',
      takeawayAcceptedPayments: 'C,T',
      takeawayMinimumOrder: 10,
    });
  });

  it('refuses bad fields with a 400 naming them and writes nothing', async () => {
    const before = (await call('GET', '/venues', who.owner)).json() as AdminVenue[];
    const bad = [
      newVenue({ name: '' }),
      newVenue({ name: 'x'.repeat(101) }),
      newVenue({ takeawayMinimumOrder: -1 }),
      newVenue({ deliveryCost: 10000 }),
      newVenue({ deliveryEnabled: true, deliveryRadius: 0 }),
      newVenue({ deliveryRadius: 101 }),
      newVenue({ takeawayEnabled: true, takeawayAcceptedPayments: [] }),
      newVenue({ takeawayAcceptedPayments: ['X' as 'C'] }),
      newVenue({ phone: 'abc' }),
      newVenue({ logo: 'https://evil.example/logo.png' }),
      newVenue({ name: 'A\u0000B' }),
    ];
    for (const body of bad) {
      const res = await call('POST', '/venues', who.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const fields = (
      await call('POST', '/venues', who.owner, newVenue({ takeawayEnabled: true, takeawayAcceptedPayments: [] }))
    ).json();
    expect(JSON.stringify(fields)).toContain('takeawayAcceptedPayments');
    // An address the geocoder does not know: 400 on the address, nothing stored.
    const nowhere = await call('POST', '/venues', who.owner, newVenue({ city: 'Atlantide' }));
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().code).toBe('ADDRESS_NOT_FOUND');
    expect(((await call('GET', '/venues', who.owner)).json() as AdminVenue[]).length).toBe(before.length);
  });

  it('a stale version is a 409 and changes nothing; the change reaches the diner and drops the menu cache', async () => {
    const navigli = (await call('GET', '/venues/2', who.owner)).json() as AdminVenue;
    menuChanges.length = 0;
    const first = await call('PUT', '/venues/2', who.managerNavigli, { ...formOf(navigli), deliveryMinimumOrder: 25 });
    expect(first.statusCode).toBe(200);
    expect(menuChanges.length).toBeGreaterThan(0);
    const stale = await call('PUT', '/venues/2', who.owner, { ...formOf(navigli), deliveryMinimumOrder: 5 });
    expect(stale.statusCode).toBe(409);
    const now = (await call('GET', '/venues/2', who.owner)).json() as AdminVenue;
    expect(now.deliveryMinimumOrder).toBe(25);
    const diner = bearer((await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 2 })).token);
    const seen = await t.app.inject({ method: 'GET', url: '/api/seatWeb/getSetWeb?seatWebId=2', headers: diner });
    expect(seen.json().deliveryMinimumOrder).toBe(25);
  });

  it('uploads a logo and saves its URL', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/logo',
      headers: { ...who.owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(up.statusCode).toBe(200);
    const { logo } = up.json() as { logo: string };
    expect(logo).toMatch(/^\/media\/menu\/\d+\/.+\.webp$/);
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/logo',
      headers: { ...who.owner, 'content-type': 'image/png' },
      payload: Buffer.from('hello'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/venues/logo',
          headers: { ...who.staff, 'content-type': 'image/png' },
          payload: png,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('removing a venue', () => {
  it('deletes a venue nobody depends on', async () => {
    const created = (await call('POST', '/venues', who.owner, newVenue({ name: 'Temporanea' }))).json() as AdminVenue;
    const res = await call('DELETE', `/venues/${created.seatWebId}`, who.owner);
    expect(res.json()).toEqual({ seatWebId: created.seatWebId, outcome: 'deleted' });
    expect((await call('GET', `/venues/${created.seatWebId}`, who.owner)).statusCode).toBe(404);
  });

  it('disables a venue with orders or bookings: diners meet start-error 2', async () => {
    // An order at Tavola Centro (its history must stay, so the venue cannot go).
    const [demo] = await t.db.select().from(companies).where(eq(companies.urlName, 'demo'));
    await t.db.insert(orders).values({ companyId: demo.companyId, orderNumber: 999_999, orderType: 1, seatWebId: 1 });
    const res = await call('DELETE', '/venues/1', who.owner);
    expect(res.json()).toEqual({ seatWebId: 1, outcome: 'disabled' });
    const venue = (await call('GET', '/venues/1', who.owner)).json() as AdminVenue;
    expect(venue.enabled).toBe(false);
    const diner = await t.app.inject({ method: 'GET', url: '/api/seatWeb/getSetWeb?seatWebId=1', headers: who.diner });
    expect(diner.json().enabled).toBe(false);
  });
});
