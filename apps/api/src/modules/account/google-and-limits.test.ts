// Google sign-in against a local JWKS (tokens signed with a local key), and the rate limits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createTestApp } from '../../test/test-app';
import { bearer, registration, tokenOf } from './account-test-helpers';

const CLIENT_ID = 'tavola-test.apps.googleusercontent.com';
const now = new Date('2026-11-21T10:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

let jwks: http.Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  ({ privateKey: googleKey } = await generateKeyPair('RS256').then(async (pair) => {
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwks = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
    return pair;
  }));
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
});
afterAll(() => new Promise((resolve) => jwks.close(resolve)));

function googleToken(
  claims: Record<string, unknown> = {},
  opts: { key?: CryptoKey; audience?: string; issuer?: string; expiresAt?: number } = {},
) {
  return new SignJWT({
    email: 'luca.google@example.com',
    email_verified: true,
    given_name: 'Luca',
    family_name: 'Neri',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('1234567890')
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? CLIENT_ID)
    .setIssuedAt(seconds - 60)
    .setExpirationTime(opts.expiresAt ?? seconds + 3600)
    .sign(opts.key ?? googleKey);
}

const socialUser = (idToken: string) => ({
  idToken,
  id: '1234567890',
  name: 'Luca Neri',
  // What the browser claims is not trusted: the verified token decides.
  email: 'qualcun.altro@example.com',
  photoUrl: null,
  firstName: 'Luca',
  lastName: 'Neri',
  provider: 'GOOGLE',
});

describe('account/loginCustomerWithGoogle', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
    token = (await authenticate(t.app)).token;
  });
  afterAll(() => t.close());

  const signInWith = async (idToken: string | Promise<string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/loginCustomerWithGoogle',
      headers: bearer(token),
      payload: socialUser(await idToken),
    });

  it('signs in (creating a confirmed customer) with a token signed by the published key', async () => {
    const res = await signInWith(googleToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'luca.google@example.com',
      firstName: 'Luca',
      confirmed: true,
      hasAccount: false,
      isAnonymous: false,
    });
    expect(tokenOf(res)).not.toBe('');
    const again = await signInWith(googleToken({ issuer: undefined }, { issuer: 'accounts.google.com' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().customerId).toBe(res.json().customerId);
  });

  it('confirms an existing customer with the same e-mail', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/account/signIn',
      headers: bearer(token),
      payload: registration('gia.registrata@example.com'),
    });
    const res = await signInWith(googleToken({ email: 'Gia.Registrata@example.com' }));
    expect(res.json()).toMatchObject({
      email: 'gia.registrata@example.com',
      confirmed: true,
      hasAccount: true,
      firstName: 'Giulia',
    });
  });

  it.each([
    ['another audience', () => googleToken({}, { audience: 'someone-else' })],
    ['another issuer', () => googleToken({}, { issuer: 'https://accounts.example.com' })],
    ['an expired token', () => googleToken({}, { expiresAt: seconds - 3600 })],
    ['a key Google did not publish', () => googleToken({}, { key: otherKey })],
    ['an unverified e-mail', () => googleToken({ email_verified: false })],
    ['a malformed token', async () => 'not.a.token'],
  ])('refuses %s with 400', async (_name, make) => {
    const res = await signInWith(make());
    expect(res.statusCode).toBe(400);
    expect(tokenOf(res)).toBe('');
  });

  it('publishes the client id in the settings file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(res.json().google).toEqual({ clientId: CLIENT_ID });
  });
});

describe('without a Google client id', () => {
  it('answers 400 and the settings file has no google block', async () => {
    const t = await createTestApp({ now: () => now });
    const { token } = await authenticate(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/loginCustomerWithGoogle',
      headers: bearer(token),
      payload: socialUser(await googleToken()),
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/settings.json' })).json().google).toBeUndefined();
    await t.close();
  });
});

describe('rate limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => now,
      env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTRATION_MAX: '2', RATE_LIMIT_MAIL_MAX: '2' },
    });
    token = (await authenticate(t.app)).token;
  });
  afterAll(() => t.close());

  it('stops sign-in attempts on one e-mail with a clear Italian 429, other e-mails still go', async () => {
    const attempt = (login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/loginCustomer',
        headers: bearer(token),
        payload: { login, password: 'xxxxxx' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('bersaglio@example.com')).statusCode).toBe(200);
    const limited = await attempt('bersaglio@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toMatch(/^Hai fatto troppi tentativi in poco tempo\. Riprova tra \d+ minut[io]\.$/);
    expect((await attempt('altro@example.com')).statusCode).toBe(200);
  });

  it('limits registrations and the calls that send e-mail', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/signIn',
        headers: bearer(token),
        payload: registration(`r${n}@example.com`),
      });
    expect((await register(1)).statusCode).toBe(200);
    expect((await register(2)).statusCode).toBe(200);
    expect((await register(3)).statusCode).toBe(429);

    const mail = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sendResetPasswordMailToCustomer',
        headers: bearer(token),
        payload: { customerEmail: 'r1@example.com', redirectUri: 'http://localhost/reset-password/1/' },
      });
    expect((await mail()).statusCode).toBe(200);
    expect((await mail()).statusCode).toBe(200);
    expect((await mail()).statusCode).toBe(429);
  });

  it.each(['/api/order/sendEmailConfirmOrder', '/api/order/sendEmailOrderSummary'])(
    'gives the order mail call %s the mail budget too',
    async (url) => {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await t.app.inject({ method: 'GET', url: `${url}?orderId=999999&customerId=1`, headers: bearer(token) }))
            .statusCode,
        );
      }
      expect(statuses[0]).not.toBe(429);
      expect(statuses[2]).toBe(429);
    },
  );
});
