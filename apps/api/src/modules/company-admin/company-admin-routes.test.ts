// /api/staff/company over HTTP (the brand and legal screen): owners only (manager, staff,
// diner, anonymous, another company); every field validated with the domain's schema and
// nothing saved on error; 409 on a stale version; the diners' app sees a change at its next
// call; pictures; and the Team routes added with it (role change, access given back).
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettings } from '@tavola/domain/company-settings';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
const who: Record<'owner' | 'manager' | 'staff' | 'diner' | 'otherOwner' | 'nobody', Headers> = {} as never;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-company-admin-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MENU_IMAGE_MAX_MB: '1' } });
  who.owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  who.manager = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] })).headers;
  who.staff = (await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] })).headers;
  who.otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
  who.diner = bearer((await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token);
  who.nobody = {};
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const read = async (headers = who.owner) => (await call('GET', '/company', headers)).json() as CompanySettings;

/** The form as the screen sends it: what was read, with changes. */
function form(s: CompanySettings, changes: Record<string, unknown> = {}) {
  const {
    companyId: _c,
    urlName: _u,
    logo: _l,
    homePageBanner: _b,
    homePageImage: _i,
    availableLanguages: _a,
    ...rest
  } = s;
  return { ...rest, ...changes };
}

const dinerCompany = async () => (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).body.company;

describe('who may call', () => {
  it('owners only; manager and staff 403, diners and anonymous 401', async () => {
    expect((await call('GET', '/company', who.owner)).statusCode).toBe(200);
    for (const h of [who.manager, who.staff]) {
      expect((await call('GET', '/company', h)).statusCode).toBe(403);
      expect((await call('PUT', '/company', h, form(await read(), { slogan: 'x' }))).statusCode).toBe(403);
      expect((await call('DELETE', '/company/images/logo', h)).statusCode).toBe(403);
    }
    for (const h of [who.diner, who.nobody]) {
      expect((await call('GET', '/company', h)).statusCode).toBe(401);
      expect((await call('PUT', '/company', h, form(await read(), { slogan: 'x' }))).statusCode).toBe(401);
    }
  });

  it('another company reads and changes only its own', async () => {
    const theirs = await read(who.otherOwner);
    expect(theirs.urlName).toBe('menu-digitale');
    const res = await call('PUT', '/company', who.otherOwner, form(theirs, { slogan: 'Solo il nostro' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).slogan).not.toBe('Solo il nostro');
  });
});

describe('saving', () => {
  it('saves every field, normalised, and the diners see it at their next call', async () => {
    const before = await read();
    const res = await call(
      'PUT',
      '/company',
      who.owner,
      form(before, {
        slogan: 'Cucina di casa, ogni giorno',
        businessName: 'Da Tavola S.r.l.',
        vatNumber: 'IT 01234567897',
        registeredOffice: 'Via Torino 21, 20123 Milano',
        serviceTerms: 'Nuove condizioni del servizio.',
        allowedOrigins: ['https://Ordini.Datavola.it/'],
        languageIds: [2, 1],
        whatsAppNumber: '333 123 4567',
        telegramBot: '@DaTavolaBot',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as CompanySettings;
    expect(saved).toMatchObject({
      version: before.version + 1,
      vatNumber: '01234567897',
      allowedOrigins: ['https://ordini.datavola.it'],
      languageIds: [2, 1],
      whatsAppNumber: '+393331234567',
      telegramBot: 'DaTavolaBot',
    });
    const company = await dinerCompany();
    expect(company).toMatchObject({
      slogan: 'Cucina di casa, ogni giorno',
      vatNumber: '01234567897',
      registeredOffice: 'Via Torino 21, 20123 Milano',
      serviceTerms: 'Nuove condizioni del servizio.',
      whatsAppNumber: '+393331234567',
    });
    // English is now the default language offered.
    const languages = await t.app.inject({
      method: 'GET',
      url: '/api/language/getCompanyLanguages',
      headers: who.diner,
    });
    expect(languages.json()[0].languageCode).toBe('en');
    // The white-label origin is accepted for mailed links at once; another one is not.
    const mail = (redirectUri: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sendResetPasswordMailToCustomer',
        headers: who.diner,
        payload: { customerEmail: 'x@example.com', redirectUri },
      });
    expect((await mail('https://ordini.datavola.it/reset-password/1/')).statusCode).toBe(200);
    expect((await mail('https://altro.example.com/reset-password/1/')).statusCode).toBe(400);
    // Put Italian back first for the other tests.
    await call('PUT', '/company', who.owner, form(saved, { languageIds: [1, 2] }));
  });

  it('refuses a bad field with a 400 naming it and changes nothing', async () => {
    const before = await read();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vatNumber: '01234567890' }, 'vatNumber'],
      [{ allowedOrigins: ['http://ordini.datavola.it'] }, 'allowedOrigins.0'],
      [{ allowedOrigins: ['https://ordini.datavola.it/path'] }, 'allowedOrigins.0'],
      [{ tradeName: '' }, 'tradeName'],
      [{ slogan: 'x'.repeat(151) }, 'slogan'],
      [{ languageIds: [] }, 'languageIds'],
      [{ languageIds: [1, 99999] }, 'languageIds'],
      [{ whatsAppNumber: 'not a phone' }, 'whatsAppNumber'],
      [{ telegramBot: 'mario' }, 'telegramBot'],
      [{ privacyPolicy: 'a\u0000b' }, 'privacyPolicy'],
      [{ version: -1 }, 'version'],
    ];
    for (const [change, field] of cases) {
      const res = await call('PUT', '/company', who.owner, form(before, { slogan: 'Non salvato', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect((res.json() as { fields?: { path: string }[] }).fields?.map((f) => f.path)).toContain(`body.${field}`);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses a stale version with 409 and keeps the newer save', async () => {
    const first = await read();
    expect((await call('PUT', '/company', who.owner, form(first, { slogan: 'Prima modifica' }))).statusCode).toBe(200);
    const stale = await call('PUT', '/company', who.owner, form(first, { slogan: 'Modifica vecchia' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await read()).slogan).toBe('Prima modifica');
  });
});

describe('pictures', () => {
  it('stores the logo under DATA_DIR/media/brand and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/company/images/logo',
      headers: { ...who.owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = (res.json() as CompanySettings).logo!;
    expect(logo).toMatch(/^\/media\/brand\/\d+\/[\w-]+\.webp$/);
    await stat(path.join(dataDir, logo));
    expect((await dinerCompany()).logo).toBe(logo);

    const fake = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/company/images/banner',
      headers: { ...who.owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(fake.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/company/images/homePageBanner',
      headers: { ...who.owner, 'content-type': 'image/png' },
      payload: Buffer.from('not a png'),
    });
    expect(text.statusCode).toBe(400);
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/company/images/logo',
      headers: { ...who.staff, 'content-type': 'image/png' },
      payload: png,
    });
    expect(byStaff.statusCode).toBe(403);

    const removed = await call('DELETE', '/company/images/logo', who.owner);
    expect((removed.json() as CompanySettings).logo).toBeNull();
  });
});

describe('team: roles and access', () => {
  it('the owner changes a role and venues; managers, staff and other companies may not', async () => {
    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const url = `/members/${member.staffMemberId}`;
    for (const h of [who.manager, who.staff])
      expect((await call('PUT', url, h, { role: 'manager', seatWebIds: [1] })).statusCode).toBe(403);
    expect((await call('PUT', url, who.otherOwner, { role: 'manager', seatWebIds: [1] })).statusCode).toBe(404);
    expect((await call('PUT', url, who.diner, { role: 'manager', seatWebIds: [1] })).statusCode).toBe(401);
    expect((await call('PUT', url, who.owner, { role: 'manager', seatWebIds: [] })).statusCode).toBe(400);
    expect((await call('PUT', url, who.owner, { role: 'boss', seatWebIds: [1] })).statusCode).toBe(400);

    const res = await call('PUT', url, who.owner, { role: 'manager', seatWebIds: [1, 2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'manager', seatWebIds: [1, 2] });
    // The member's next call already runs with the new role.
    expect((await call('GET', '/members', member.headers)).statusCode).toBe(200);
  });

  it('an owner cannot change their own role; a disabled member gets access back', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    expect(
      (await call('PUT', `/members/${owner.staffMemberId}`, owner.headers, { role: 'staff', seatWebIds: [1] }))
        .statusCode,
    ).toBe(403);

    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    expect((await call('POST', `/members/${member.staffMemberId}/disable`, who.owner)).statusCode).toBe(200);
    expect((await call('POST', `/members/${member.staffMemberId}/enable`, who.manager)).statusCode).toBe(403);
    const res = await call('POST', `/members/${member.staffMemberId}/enable`, who.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ disabled: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: { origin: t.app.config.publicOrigin },
      payload: { company: 'demo', email: member.email, password: 'staff-pass1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
