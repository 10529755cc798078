// A new restaurant (issue #13): the operator API behind OPERATOR_TOKEN creates a company and
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
    const withCookie = await t.app.inject({ method: 'POST', url: '/api/operator/companies', headers: owner.headers, payload: body });
    expect(withCookie.statusCode).toBe(401);
  });

  it('without OPERATOR_TOKEN configured the API does not exist', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/operator/companies', headers: { authorization: `Bearer ${TOKEN}` }, payload: { urlName: 'x', tradeName: 'X', ownerEmail: 'a@b.it' } });
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
    const created = await createCompany({ urlName: 'trattoria-mario', tradeName: 'Trattoria da Mario', ownerEmail: 'Mario@Example.it', ownerName: 'Mario' });
    expect(created.statusCode).toBe(200);
    const { mail, link } = await lastMailTo(t, 'mario@example.it');
    expect(mail.subject).toContain('Trattoria da Mario');
    expect(link?.pathname).toBe('/staff/invite');
    expect(link?.searchParams.get('company')).toBe('trattoria-mario');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/acceptInvite',
      payload: { staffMemberId: Number(link!.searchParams.get('member')), checkCode: link!.searchParams.get('code'), password: 'mario1234' },
    });
    expect(accepted.statusCode).toBe(200);
    const owner = await signInStaffMember(t, 'trattoria-mario', 'mario@example.it', 'mario1234');

    const checklist = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/staff/setup', headers: owner.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as SetupChecklist;
      return Object.fromEntries(body.steps.map((s) => [s.step, s.done]));
    };
    expect(await checklist()).toEqual({ company: false, venue: false, hours: false, menu: false, payments: false });

    // The new company is empty: no venue of the demo shows, and diners can reach it.
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers: owner.headers })).json()).toEqual([]);
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
    const menus = (await t.app.inject({ method: 'GET', url: '/api/staff/menu/menus', headers: owner.headers })).json() as Array<{ menuWebId: number }>;
    expect(menus.length).toBe(copied.json().menus);
    // The demo keeps its own menus untouched.
    const demoOwner = await createSignedInStaff(t, { role: 'owner' });
    const demoMenus = (await t.app.inject({ method: 'GET', url: '/api/staff/menu/menus', headers: demoOwner.headers })).json() as Array<{ menuWebId: number }>;
    expect(demoMenus.map((m) => m.menuWebId)).not.toEqual(expect.arrayContaining(menus.map((m) => m.menuWebId)));

    // A diner of the new company reaches its venue.
    const diner = await authenticate(t.app, { companyUrlName: 'trattoria-mario' });
    const seat = await t.app.inject({ method: 'GET', url: `/api/seatWeb/getSetWeb?seatWebId=${venue.json().seatWebId}`, headers: bearer(diner.token) });
    expect(seat.json()).toMatchObject({ name: 'Da Mario', enabled: true });
  });
});

describe("the operator ends a company's service (spec 001 §4)", () => {
  const setEnd = (urlName: string, payload: object, authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({ method: 'PUT', url: `/api/operator/companies/${urlName}/endOfService`, headers: { authorization }, payload });

  it('needs the operator token, a real company and a date or null', async () => {
    expect((await setEnd('menu-digitale', { endOfService: '2020-01-01' }, '')).statusCode).toBe(401);
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const withCookie = await t.app.inject({ method: 'PUT', url: '/api/operator/companies/demo/endOfService', headers: owner.headers, payload: { endOfService: null } });
    expect(withCookie.statusCode).toBe(401);
    expect((await setEnd('non-esiste', { endOfService: null })).statusCode).toBe(404);
    const bad = await setEnd('menu-digitale', { endOfService: '31/12/2020' });
    expect(bad.statusCode).toBe(400);
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(false);
  });

  it('a past date shows diners the end of service; null resumes it', async () => {
    const ended = await setEnd('menu-digitale', { endOfService: '2020-01-01' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ urlName: 'menu-digitale', endOfService: '2020-01-01' });
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(true);
    expect((await setEnd('menu-digitale', { endOfService: null })).statusCode).toBe(200);
    expect((await authenticate(t.app, { companyUrlName: 'menu-digitale' })).body.company.isCompanyEndOfService).toBe(false);
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
      expect((await t.app.inject({ method: 'POST', url: '/api/staff/setup/copyDemoMenu', headers })).statusCode).toBe(status);
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
