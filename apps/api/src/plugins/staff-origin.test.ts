// The staff side's second wall (staff-origin.ts, decision 013) and the session cookie's Secure
// flag: a state-changing staff call must come from a page of the app (its Origin, a company's
// white-label origin for that company's members, or Sec-Fetch-Site: same-origin); reads,
// diners' calls and payment webhooks are not concerned. With an https PUBLIC_ORIGIN the cookie
// is Secure even when the request reached the app as plain http (no TRUST_PROXY).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { authenticate, createTestApp } from '../test/test-app';
import {
  appOriginHeader,
  createSignedInStaff,
  TEST_STAFF_PASSWORD,
} from '../modules/staff-accounts/staff-test-helpers';
import { STAFF_COOKIE } from './staff-access';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
const WHITE_LABEL = 'https://ordini.trattoria.it';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const pause = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/staff/venues/1/ordering-pause',
    headers,
    payload: { minutes: 10, reason: 'Prova' },
  });
const resume = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/staff/venues/1/ordering-pause', headers });
const board = () =>
  t.app.inject({ method: 'GET', url: '/api/staff/venues/1/orders', headers: { cookie: owner.cookie } });

describe('a state-changing staff call must come from a page of the app', () => {
  it('refuses a foreign, a null and a missing Origin with a coded 403, and changes nothing', async () => {
    const attempts: Record<string, string>[] = [
      { cookie: owner.cookie, origin: 'https://evil.example' },
      { cookie: owner.cookie, origin: 'null' },
      { cookie: owner.cookie },
      // A browser's own word that the call is cross-site (or from another subdomain) is no proof.
      { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
      { cookie: owner.cookie, 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' },
      // The app's origin with another scheme or port is another origin.
      { cookie: owner.cookie, origin: 'https://localhost' },
      { cookie: owner.cookie, origin: 'http://localhost:8080' },
    ];
    for (const headers of attempts) {
      const res = await pause(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'STAFF_ORIGIN_REFUSED',
        message: expect.stringMatching(/pagine di questo sito/),
      });
    }
    expect((await board()).json().venue.pausedUntil).toBeNull();
    // Sign-in too: nobody signs a browser in from another site.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: { origin: 'https://evil.example' },
      payload: { company: 'demo', email: owner.email, password: TEST_STAFF_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it("passes the app's own Origin, and Sec-Fetch-Site: same-origin without one", async () => {
    const own = await pause({ cookie: owner.cookie, ...appOriginHeader(t) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().pauseReason).toBe('Prova');
    const sameOrigin = await resume({ cookie: owner.cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect(sameOrigin.json().pausedUntil).toBeNull();
  });

  it('reads, a call without a session, diners and payment webhooks are not concerned', async () => {
    expect((await board()).statusCode).toBe(200);
    // No session: 401 whatever the origin (the call can change nothing).
    expect((await pause({ origin: 'https://evil.example' })).statusCode).toBe(401);
    const diner = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 });
    const dinerCall = await t.app.inject({
      method: 'POST',
      url: '/api/customers/updateCustomer',
      headers: { authorization: `Bearer ${diner.token}` },
      payload: {},
    });
    expect(dinerCall.statusCode).not.toBe(403);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook/demo',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().code).not.toBe('STAFF_ORIGIN_REFUSED');
  });

  it("a company's white-label origin reaches that company's members only", async () => {
    await t.db
      .update(companies)
      .set({ allowedOrigins: [WHITE_LABEL] })
      .where(eq(companies.urlName, 'demo'));
    t.app.whiteLabelOrigins.invalidate();
    try {
      const own = await pause({ cookie: owner.cookie, origin: WHITE_LABEL });
      expect(own.statusCode, own.body).toBe(200);
      expect((await resume({ cookie: owner.cookie, origin: WHITE_LABEL })).statusCode).toBe(200);
      const stranger = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/staff/venues/4/ordering-pause',
        headers: { cookie: stranger.cookie, origin: WHITE_LABEL },
        payload: { minutes: 5 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('STAFF_ORIGIN_REFUSED');
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/staff/venues/4/ordering-pause',
            headers: stranger.headers,
            payload: { minutes: 5 },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await t.db.update(companies).set({ allowedOrigins: [] }).where(eq(companies.urlName, 'demo'));
      t.app.whiteLabelOrigins.invalidate();
    }
  });
});

describe("the staff cookie's Secure flag", () => {
  const signInOn = async (app: Awaited<ReturnType<typeof createTestApp>>) => {
    const member = await createSignedInStaff(app, { role: 'staff', seatWebIds: [1] });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/staff/signIn',
      headers: appOriginHeader(app),
      payload: { company: 'demo', email: member.email, password: TEST_STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = await app.app.inject({ method: 'POST', url: '/api/staff/signOut', headers: member.headers });
    return [String(res.headers['set-cookie']), String(out.headers['set-cookie'])];
  };

  it('is set with an https PUBLIC_ORIGIN even when the request came as plain http and TRUST_PROXY is off', async () => {
    const https = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://ordini.example.it' } });
    try {
      expect(https.app.config.TRUST_PROXY).toBe(false);
      for (const cookie of await signInOn(https)) {
        expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=`));
        expect(cookie).toMatch(/; Secure/);
      }
      // A proxy's X-Forwarded-Proto: http, not believed anyway, changes nothing either.
      const member = await createSignedInStaff(https, { role: 'staff', seatWebIds: [1] });
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/staff/signIn',
        headers: { ...appOriginHeader(https), 'x-forwarded-proto': 'http' },
        payload: { company: 'demo', email: member.email, password: TEST_STAFF_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('is not set on a plain-http site (local demo), where a browser would drop a Secure cookie', async () => {
    for (const cookie of await signInOn(t)) expect(cookie).not.toMatch(/Secure/);
  });
});
