// A new restaurant: the operator API behind OPERATOR_TOKEN creates a company and
// invites its owner; the owner accepts, signs in and finds the setup checklist computed by the
// server; "copy the demo menu"; permissions of every route; and the operator command itself.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupChecklist } from '@tavola/domain/venue-admin';
import { emptyVenueInput } from '@tavola/domain/venue-admin';
import { eq } from 'drizzle-orm';
import { bookingBands, bookingVenues, companies, seatWebs, timeFrames, venueTables } from '../../db/schema';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { lastMailTo } from '../account/account-test-helpers';
import { createSignedInStaff, signInStaffMember } from '../staff-accounts/staff-test-helpers';

const TOKEN = 'operator-token-for-tests-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
});
afterAll(async () => t?.close());

const createCompany = (payload: object, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'POST', url: '/api/operator/companies', headers: { authorization }, payload });

describe('the operator creates a company', () => {
  it('needs the operator token: none, a wrong one, a diner token or a staff cookie are 401', async () => {
    const body = { urlName: 'senza-token', tradeName: 'Senza', ownerEmail: 'a@b.it' };
    expect((await createCompany(body, '')).statusCode).toBe(401);
    expect((await createCompany(body, 'Bearer wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    const diner = await authenticate(t.app, { companyUrlName: 'demo' });
    expect((await createCompany(body, `Bearer ${diner.token}`)).statusCode).toBe(401);
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/operator/companies',
      headers: owner.headers,
      payload: body,
    });
    expect(withCookie.statusCode).toBe(401);
  });

  it('without OPERATOR_TOKEN configured the API does not exist', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/operator/companies',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { urlName: 'x', tradeName: 'X', ownerEmail: 'a@b.it' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('validates the urlName and the e-mail; a taken urlName is refused', async () => {
    for (const bad of [
      { urlName: 'Con Spazi', tradeName: 'X', ownerEmail: 'a@b.it' },
      { urlName: '-trattino', tradeName: 'X', ownerEmail: 'a@b.it' },
      { urlName: 'ok', tradeName: '', ownerEmail: 'a@b.it' },
      { urlName: 'ok', tradeName: 'X', ownerEmail: 'non-una-mail' },
    ]) {
      expect((await createCompany(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const taken = await createCompany({ urlName: 'demo', tradeName: 'Altro', ownerEmail: 'a@b.it' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('COMPANY_EXISTS');
  });

  it('invites the owner, whose setup checklist then follows what the company has', async () => {
    const created = await createCompany({
      urlName: 'trattoria-mario',
      tradeName: 'Trattoria da Mario',
      ownerEmail: 'Mario@Example.it',
      ownerName: 'Mario',
    });
    expect(created.statusCode).toBe(200);
    const { mail, link } = await lastMailTo(t, 'mario@example.it');
    expect(mail.subject).toContain('Trattoria da Mario');
    expect(link?.pathname).toBe('/staff/invite');
    expect(link?.searchParams.get('company')).toBe('trattoria-mario');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: { origin: t.app.config.publicOrigin },
      payload: {
        staffMemberId: Number(link!.searchParams.get('member')),
        checkCode: link!.searchParams.get('code'),
        password: 'mario1234',
      },
    });
    expect(accepted.statusCode).toBe(200);
    const owner = await signInStaffMember(t, 'trattoria-mario', 'mario@example.it', 'mario1234');

    const checklist = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/staff/setup', headers: owner.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as SetupChecklist;
      return Object.fromEntries(body.steps.map((s) => [s.step, s.done]));
    };
    expect(await checklist()).toEqual({
      company: false,
      legal: false,
      venue: false,
      hours: false,
      menu: false,
      payments: false,
    });

    // The new company is empty: no venue of the demo shows, and diners can reach it.
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers: owner.headers })).json()).toEqual(
      [],
    );
    const venue = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues',
      headers: owner.headers,
      payload: { ...emptyVenueInput(), name: 'Da Mario', address: 'Via Torino 5', city: 'Milano' },
    });
    expect(venue.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ venue: true, payments: true, menu: false });

    const copied = await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers: owner.headers });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().menus).toBeGreaterThan(0);
    expect(await checklist()).toMatchObject({ menu: true });
    const menus = (
      await t.app.inject({ method: 'GET', url: '/api/staff/menu/menus', headers: owner.headers })
    ).json() as Array<{ menuWebId: number }>;
    expect(menus.length).toBe(copied.json().menus);
    // The demo keeps its own menus untouched.
    const demoOwner = await createSignedInStaff(t, { role: 'owner' });
    const demoMenus = (
      await t.app.inject({ method: 'GET', url: '/api/staff/menu/menus', headers: demoOwner.headers })
    ).json() as Array<{ menuWebId: number }>;
    expect(demoMenus.map((m) => m.menuWebId)).not.toEqual(expect.arrayContaining(menus.map((m) => m.menuWebId)));

    // A diner of the new company reaches its venue.
    const diner = await authenticate(t.app, { companyUrlName: 'trattoria-mario' });
    const seat = await t.app.inject({
      method: 'GET',
      url: `/api/seatWeb/getSetWeb?seatWebId=${venue.json().seatWebId}`,
      headers: bearer(diner.token),
    });
    expect(seat.json()).toMatchObject({ name: 'Da Mario', enabled: true });
  });
});

describe('the checklist is not ready while a diner would meet an empty page', () => {
  /** A new company with its owner signed in. */
  async function newCompany(urlName: string) {
    expect((await createCompany({ urlName, tradeName: urlName, ownerEmail: `owner@${urlName}.it` })).statusCode).toBe(
      200,
    );
    const { link } = await lastMailTo(t, `owner@${urlName}.it`);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      headers: { origin: t.app.config.publicOrigin },
      payload: {
        staffMemberId: Number(link!.searchParams.get('member')),
        checkCode: link!.searchParams.get('code'),
        password: 'segreto123',
      },
    });
    expect(accepted.statusCode).toBe(200);
    const owner = await signInStaffMember(t, urlName, `owner@${urlName}.it`, 'segreto123');
    const [company] = await t.db.select().from(companies).where(eq(companies.urlName, urlName));
    const checklist = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/staff/setup', headers: owner.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as SetupChecklist;
    };
    return { owner, companyId: company.companyId, checklist };
  }
  const stepOf = (list: SetupChecklist, step: string) => list.steps.find((s) => s.step === step);

  it('asks for the privacy policy and the service terms; everything else done is still not ready', async () => {
    const { owner, companyId, checklist } = await newCompany('legale-mancante');
    const venue = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues',
      headers: owner.headers,
      payload: { ...emptyVenueInput(), name: 'Sede', address: 'Via Roma 1', city: 'Milano' },
    });
    expect(venue.statusCode).toBe(200);
    const seatWebId = venue.json().seatWebId as number;
    await t.db
      .insert(timeFrames)
      .values({ seatWebId, description: 'Pranzo', beginTime: '12:00', endTime: '14:00', menuPublicationStatus: 7 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers: owner.headers })).statusCode,
    ).toBe(200);
    await t.db.update(companies).set({ businessName: 'Legale Mancante srl' }).where(eq(companies.companyId, companyId));

    let list = await checklist();
    expect(list.steps.map((s) => [s.step, s.done])).toEqual([
      ['company', true],
      ['legal', false],
      ['venue', true],
      ['hours', true],
      ['menu', true],
      ['payments', true],
    ]);
    expect(list.complete).toBe(false);

    // One of the two texts is not enough, nor is a blank one.
    await t.db
      .update(companies)
      .set({ privacyPolicy: 'Informativa privacy...', serviceTerms: '   ' })
      .where(eq(companies.companyId, companyId));
    list = await checklist();
    expect(stepOf(list, 'legal')?.done).toBe(false);
    expect(list.complete).toBe(false);

    await t.db
      .update(companies)
      .set({ serviceTerms: 'Condizioni del servizio...' })
      .where(eq(companies.companyId, companyId));
    list = await checklist();
    expect(stepOf(list, 'legal')?.done).toBe(true);
    expect(list.complete).toBe(true);
  });

  it('asks for tables where diners order at the table and for bookings where they book one', async () => {
    const { owner, companyId, checklist } = await newCompany('tavoli-e-prenotazioni');
    await t.db
      .update(companies)
      .set({ businessName: 'Tavoli srl', privacyPolicy: 'Informativa', serviceTerms: 'Condizioni' })
      .where(eq(companies.companyId, companyId));
    const addVenue = async (name: string, services: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/venues',
        headers: owner.headers,
        payload: { ...emptyVenueInput(), name, address: 'Via Roma 1', city: 'Milano', ...services },
      });
      expect(res.statusCode).toBe(200);
      return res.json().seatWebId as number;
    };
    const takeawayOnly = await addVenue('Solo asporto', {});
    expect(stepOf(await checklist(), 'tables')).toBeUndefined();
    expect(stepOf(await checklist(), 'bookings')).toBeUndefined();

    const atTable = await addVenue('Al tavolo', { localOrderEnabled: true, tableReservationEnabled: true });
    await t.db.insert(timeFrames).values({
      seatWebId: takeawayOnly,
      description: 'Pranzo',
      beginTime: '12:00',
      endTime: '14:00',
      menuPublicationStatus: 7,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers: owner.headers })).statusCode,
    ).toBe(200);
    let list = await checklist();
    expect(stepOf(list, 'tables')).toEqual({ step: 'tables', done: false, seatWebId: atTable });
    expect(stepOf(list, 'bookings')).toEqual({ step: 'bookings', done: false, seatWebId: atTable });
    expect(list.complete).toBe(false);

    // A table in use (its QR code) completes the tables; a table put aside does not.
    const table = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/tables',
      headers: owner.headers,
      payload: { seatWebId: atTable, number: 12, name: null, enabled: false },
    });
    expect(table.statusCode, table.body).toBe(200);
    expect(stepOf(await checklist(), 'tables')?.done).toBe(false);
    await t.db.insert(venueTables).values({ seatWebId: atTable, number: 13 });
    expect(stepOf(await checklist(), 'tables')?.done).toBe(true);

    // Bookings: a band with places alone is not enough, nor a band without places once the venue
    // is wired to the booking service; both make them bookable.
    await t.db
      .insert(bookingBands)
      .values({ seatWebId: atTable, startTime: '12:00', endTime: '14:00', times: ['12:00'], places: 0 });
    expect(stepOf(await checklist(), 'bookings')?.done).toBe(false);
    await t.db.insert(bookingVenues).values({ seatWebId: atTable, kitchen1Name: 'Ristorante' });
    await t.db
      .update(seatWebs)
      .set({ tableReservationId: `tavoli-${atTable}`, tableReservationPassword: 'segreto' })
      .where(eq(seatWebs.seatWebId, atTable));
    expect(stepOf(await checklist(), 'bookings')?.done).toBe(false);
    await t.db
      .insert(bookingBands)
      .values({ seatWebId: atTable, startTime: '19:00', endTime: '22:00', times: ['19:00', '20:00'], places: 20 });
    list = await checklist();
    expect(stepOf(list, 'bookings')?.done).toBe(true);
    expect(list.complete).toBe(true);
  });
});

describe("the operator ends a company's service (spec 001 §4)", () => {
  const setEnd = (urlName: string, payload: object, authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/operator/companies/${urlName}/endOfService`,
      headers: { authorization },
      payload,
    });

  it('needs the operator token, a real company and a date or null', async () => {
    expect((await setEnd('menu-digitale', { endOfService: '2020-01-01' }, '')).statusCode).toBe(401);
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const withCookie = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/companies/demo/endOfService',
      headers: owner.headers,
      payload: { endOfService: null },
    });
    expect(withCookie.statusCode).toBe(401);
    expect((await setEnd('non-esiste', { endOfService: null })).statusCode).toBe(404);
    const bad = await setEnd('menu-digitale', { endOfService: '31/12/2020' });
    expect(bad.statusCode).toBe(400);
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(
      false,
    );
  });

  it('a past date shows diners the end of service; null resumes it', async () => {
    const ended = await setEnd('menu-digitale', { endOfService: '2020-01-01' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ urlName: 'menu-digitale', endOfService: '2020-01-01' });
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(
      true,
    );
    expect((await setEnd('menu-digitale', { endOfService: null })).statusCode).toBe(200);
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(
      false,
    );
  });
});

describe('setup routes: owners only', () => {
  it('a manager, staff, a diner and anonymous callers are refused', async () => {
    const manager = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const diner = bearer((await authenticate(t.app, { companyUrlName: 'demo' })).token);
    for (const [headers, status] of [
      [manager.headers, 403],
      [kitchen.headers, 403],
      [diner, 401],
      [{}, 401],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/setup', headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers })).statusCode).toBe(
        status,
      );
    }
  });

  it('the demo company cannot copy its own menu', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const res = await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers: owner.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('npm run operator:create-company', () => {
  const run = promisify(execFile);
  const apiDir = path.resolve(import.meta.dirname, '../../..');
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/modules/company-setup/create-company-cli.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'silent', APP_ENV: 'dev', DATABASE_URL: '', ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('refuses bad arguments with the usage and exit code 2', async () => {
    const res = await cli(['--url-name', 'Con Spazi', '--name', 'X', '--owner-email', 'nope'], {});
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run operator:create-company');
    expect(res.stderr).toContain('--url-name');
    expect(res.stderr).toContain('--owner-email');
  });

  it('creates the company and mails the invitation; a second run with the same urlName fails', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-operator-cli-'));
    try {
      const args = ['--url-name', 'pizzeria-anna', '--name', 'Pizzeria Anna', '--owner-email', 'anna@example.it'];
      const first = await cli(args, { DATA_DIR: dataDir });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain("Company 'pizzeria-anna' created");
      const again = await cli(args, { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('urlName');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
