// Google One Tap (spec 001 §7: "the identity script is used for sign-in and one-tap"): with
// a Google client id configured, the home page asks Google Identity Services for One Tap and
// the diner is signed in with the ID token it hands over. The script
// (https://accounts.google.com/gsi/client) is answered by a stand-in through request
// interception: it records what the page initialised and, when the page calls prompt(), calls
// the page's callback as Google does with { credential, select_by }. The credential is an ID
// token signed by a local RSA key whose JWKS the server trusts (GOOGLE_JWKS_URL), so the
// server verifies it exactly as it verifies Google's (signature, audience, issuer, expiry).
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { MOBILE, newPage } from './ordering-support';

const CLIENT_ID = 'tavola-e2e.apps.googleusercontent.com';
const KID = 'e2e-google-key';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
// Google's certs endpoint: {"keys": [...]} as https://www.googleapis.com/oauth2/v3/certs answers.
const certs = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => certs.listen(0, '127.0.0.1', resolve));
const certsUrl = `http://127.0.0.1:${(certs.address() as AddressInfo).port}/oauth2/v3/certs`;

afterAll(() => new Promise<void>((resolve) => certs.close(() => resolve())));

const harness = useServerAndBrowser({ env: () => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: certsUrl }) });

/** An RS256 JWT as Google issues its ID tokens (RFC 7515 compact form). */
function signJwt(claims: Record<string, unknown>, key: KeyObject): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${b64({ iss: 'https://accounts.google.com', aud: CLIENT_ID, iat: now, exp: now + 3600, email_verified: true, ...claims })}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}
const googleIdToken = (claims: Record<string, unknown>) => signJwt(claims, privateKey);

/** The stand-in for Google Identity Services: One Tap answers prompt() with `credential`. */
function gisStandIn(credential: string): string {
  return `(() => {
    let options = null;
    window.__gis = { initialized: [], prompted: 0 };
    window.google = { accounts: { id: {
      initialize(o) { options = o; window.__gis.initialized.push({ client_id: o.client_id }); },
      renderButton() {},
      prompt() {
        window.__gis.prompted++;
        setTimeout(() => options && options.callback({ credential: ${JSON.stringify(credential)}, select_by: 'user', clientId: options.client_id }), 50);
      },
      disableAutoSelect() {},
      cancel() {},
    } } };
  })();`;
}

describe('Google One Tap (issue #14 item 13)', () => {
  it('signs the diner in from the home page and greets them by name', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    const email = `one.tap.${Date.now()}@example.com`;
    const credential = googleIdToken({
      sub: `g-${Date.now()}`,
      email,
      name: 'Giulia Verdi',
      given_name: 'Giulia',
      family_name: 'Verdi',
    });
    let scriptRequests = 0;
    await context.route('https://accounts.google.com/gsi/client', (route) => {
      scriptRequests++;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: gisStandIn(credential) });
    });
    await journey(page, 'google-one-tap', async () => {
      await page.goto(`${harness.server.origin}/?company=demo`);
      await page.getByText('Ciao Giulia').waitFor();
      expect(scriptRequests).toBe(1);
      const gis = await page.evaluate(
        () => (window as unknown as { __gis: { initialized: Array<{ client_id: string }>; prompted: number } }).__gis,
      );
      expect(gis.initialized).toEqual([{ client_id: CLIENT_ID }]);
      expect(gis.prompted).toBe(1);
      await screenshot(page, 'google-one-tap-signed-in');
      // Signed in for real: the session survives a reload, and One Tap is not asked again.
      await page.reload();
      await page.getByText('Ciao Giulia').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __gis?: { prompted: number } }).__gis?.prompted ?? 0),
      ).toBe(0);
    });
    await context.close();
  });

  it('refuses a token not signed by Google’s keys, and says so', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signJwt(
      { sub: 'forged', email: `forged.${Date.now()}@example.com`, given_name: 'Mallory' },
      otherKey,
    );
    await context.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: gisStandIn(forged) }),
    );
    await journey(page, 'google-one-tap-forged', async () => {
      await page.goto(`${harness.server.origin}/?company=demo`);
      await page
        .getByRole('region', { name: 'Notifiche' })
        .getByText(/Google/)
        .first()
        .waitFor();
      expect(await page.getByText('Ciao Mallory').count()).toBe(0);
    });
    await context.close();
  });
});
