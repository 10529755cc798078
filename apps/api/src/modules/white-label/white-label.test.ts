// White-label origins end to end over HTTP: an owner lists the
// restaurant's own address on the brand screen; the app opened there gets that company
// (settings.json) and its calls from there pass CORS with credentials, while any other origin
// gets no CORS headers. An origin belongs to one company, never to the server itself; the
// origin → company map follows every save, in this process and (NOTIFY) in every other.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '@tavola/domain/company-settings';
import { companies } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { WHITE_LABEL_CHANGED_CHANNEL } from './white-label-origins';

type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Headers;
let otherOwner: Headers;
const OWN = 'https://tavola.example.it';
const TRATTORIA = 'https://ordini.trattoria.it';
const EVIL = 'https://ordini.imitazione.it';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: OWN } });
  owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
});
afterAll(() => t.close());

const read = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/company', headers })).json() as CompanySettings;
async function saveOrigins(headers: Headers, allowedOrigins: string[]) {
  const {
    companyId: _c,
    urlName: _u,
    logo: _l,
    homePageBanner: _b,
    homePageImage: _i,
    availableLanguages: _a,
    ...form
  } = await read(headers);
  return t.app.inject({ method: 'PUT', url: '/api/staff/company', headers, payload: { ...form, allowedOrigins } });
}
const settingsOn = async (app: typeof t.app, host: string) =>
  (await app.inject({ method: 'GET', url: '/settings.json', headers: { host } })).json() as {
    companyUrlName?: string;
    webApiUrls: { backend: string };
  };
/** A diner's call from a page on `origin` (the app's first call). */
const fromOrigin = (app: typeof t.app, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/authenticateClient',
    headers: { origin },
    payload: { companyUrlName: 'demo' },
  });
const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/account/authenticateClient',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('a company on its own address', () => {
  it('no origin listed: the app needs ?company= and no other origin may call', async () => {
    expect((await settingsOn(t.app, 'ordini.trattoria.it')).companyUrlName).toBeUndefined();
    expect((await fromOrigin(t.app, TRATTORIA)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('listed: the app opened there gets the company, its calls stay there, and CORS lets that origin in (with credentials)', async () => {
    const saved = await saveOrigins(owner, [TRATTORIA]);
    expect(saved.statusCode, saved.body).toBe(200);

    const settings = await settingsOn(t.app, 'ordini.trattoria.it');
    expect(settings.companyUrlName).toBe('demo');
    expect(settings.webApiUrls.backend).toBe(`${TRATTORIA}/api/`);
    // The service's own address and any other stay as they were.
    const own = await settingsOn(t.app, 'tavola.example.it');
    expect(own.companyUrlName).toBeUndefined();
    expect(own.webApiUrls.backend).toBe(`${OWN}/api/`);

    const call = await fromOrigin(t.app, TRATTORIA);
    expect(call.statusCode).toBe(200);
    expect(call.headers).toMatchObject({
      'access-control-allow-origin': TRATTORIA,
      'access-control-allow-credentials': 'true',
    });
    // The session token comes back in Authorization: the page must be allowed to read it.
    expect(String(call.headers['access-control-expose-headers']).toLowerCase()).toContain('authorization');
    expect(String(call.headers.vary).toLowerCase()).toContain('origin');

    const allowed = await preflight(TRATTORIA);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': TRATTORIA,
      'access-control-allow-credentials': 'true',
    });
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('another origin gets no CORS headers, preflight included (the browser keeps it out)', async () => {
    const call = await fromOrigin(t.app, EVIL);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await preflight(EVIL);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // The same host over http, or on another port, is another origin.
    for (const origin of ['http://ordini.trattoria.it', 'https://ordini.trattoria.it:8443']) {
      expect((await fromOrigin(t.app, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('an origin belongs to one company: another owner gets a 400 naming it, and nothing changes', async () => {
    const before = await read(otherOwner);
    const res = await saveOrigins(otherOwner, ['https://menu.digitale.it', TRATTORIA]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORIGIN_TAKEN',
      message: `L’indirizzo ${TRATTORIA} è già usato da un’altra azienda.`,
      fields: [{ path: 'body.allowedOrigins.1' }],
    });
    expect(await read(otherOwner)).toMatchObject({ version: before.version, allowedOrigins: before.allowedOrigins });
    expect((await settingsOn(t.app, 'ordini.trattoria.it')).companyUrlName).toBe('demo');
  });

  it("the service's own origin cannot be claimed; origins are https with a host (and a port), nothing else", async () => {
    const own = await saveOrigins(owner, [TRATTORIA, OWN]);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', fields: [{ path: 'body.allowedOrigins.1' }] });
    for (const bad of [
      'http://ordini.trattoria.it',
      'https://ordini.trattoria.it/menu',
      'https://ordini.trattoria.it/?a=1',
      'ordini.trattoria.it',
      'https://x:y@a.it',
    ]) {
      const res = await saveOrigins(owner, [bad]);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields[0].path, bad).toMatch(/^body\.allowedOrigins/);
    }
    // Written with a trailing slash or in capitals it is stored as the browser sends it.
    const normalised = await saveOrigins(owner, ['HTTPS://Ordini.Trattoria.it:8443/', TRATTORIA]);
    expect(normalised.statusCode, normalised.body).toBe(200);
    expect(normalised.json().allowedOrigins).toEqual(['https://ordini.trattoria.it:8443', TRATTORIA]);
    expect((await fromOrigin(t.app, 'https://ordini.trattoria.it:8443')).headers['access-control-allow-origin']).toBe(
      'https://ordini.trattoria.it:8443',
    );
  });

  it('a save takes effect at once: a removed origin is refused and free for another company', async () => {
    expect((await saveOrigins(owner, [])).statusCode).toBe(200);
    expect((await settingsOn(t.app, 'ordini.trattoria.it')).companyUrlName).toBeUndefined();
    expect((await fromOrigin(t.app, TRATTORIA)).headers['access-control-allow-origin']).toBeUndefined();

    expect((await saveOrigins(otherOwner, [TRATTORIA])).statusCode).toBe(200);
    expect((await settingsOn(t.app, 'ordini.trattoria.it')).companyUrlName).toBe('menu-digitale');
  });

  it('another process drops its map when it hears the change (NOTIFY), not before', async () => {
    const second = await createTestApp({ env: { PUBLIC_ORIGIN: OWN }, database: t.database });
    try {
      expect((await settingsOn(second.app, 'ordini.trattoria.it')).companyUrlName).toBe('menu-digitale');
      // A change this process's map cannot see (written straight to the table): the map is kept...
      await t.db.update(companies).set({ allowedOrigins: [] }).where(eq(companies.urlName, 'menu-digitale'));
      expect((await settingsOn(second.app, 'ordini.trattoria.it')).companyUrlName).toBe('menu-digitale');
      // ...until the notification every save sends arrives.
      await t.db.execute(sql`select pg_notify(${WHITE_LABEL_CHANGED_CHANNEL}, '')`);
      await vi.waitFor(
        async () => expect((await settingsOn(second.app, 'ordini.trattoria.it')).companyUrlName).toBeUndefined(),
        { timeout: 10_000 },
      );
      expect((await fromOrigin(second.app, TRATTORIA)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
