// The production runtime: probes, request ids, security headers, compression,
// caching of the built web app, HEAD on app routes, graceful shutdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { createTestApp } from './test/test-app';

/** A built web app in miniature: index.html, a hashed asset with its precompressed copies. */
function makeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const index = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body>${'<!-- -->'.repeat(200)}</body></html>`;
  const script = `console.log(${JSON.stringify('tavola '.repeat(400))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  fs.writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(index));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(index));
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '/main/menu': ['/assets/menu-page-Ef34Gh.js', '/assets/ordering-Ij56Kl.css'] }),
  );
  return dir;
}

/** The text of the settings' data block in an app page. */
function embeddedSettings(page: string): string {
  const match = /<script type="application\/json" id="tavola-settings">(.*?)<\/script>/s.exec(page);
  if (!match) throw new Error('no settings in the page');
  return match[1];
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
beforeAll(async () => {
  webDist = makeWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The page's head and what follows its <body> tag. */
function pageParts(page: string) {
  const [head, rest] = page.split('</head>');
  return { head, body: rest.slice(rest.indexOf('<body>') + '<body>'.length) };
}

describe('probes', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok when the database holds every shipped migration, 503 when one is missing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });

    const [latest] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest.id}, ${latest.hash}, ${latest.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('are documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths).toHaveProperty(['/healthz']);
    expect(doc.paths).toHaveProperty(['/readyz']);
  });
});

describe('X-Request-Id', () => {
  it('echoes a safe id given by the caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-4f2a:17' } });
    expect(res.headers['x-request-id']).toBe('lb-4f2a:17');
  });

  it('replaces an unsafe or oversized id with one of its own', async () => {
    for (const bad of ['a b', 'x'.repeat(129), 'line\u00e9break', '<script>']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives every request its own id when none is sent, also on errors', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/nope' });
    const b = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy limited to this origin and the configured map and provider hosts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Only this origin and the payment providers' scripts the payments screen loads:
    // Stripe.js, the PayPal JS SDK (PayPal's documented hosts), Satispay's web button, SumUp's
    // Payment Widget, XPay Build in production and trial mode.
    expect(csp).toContain(
      "script-src 'self' https://js.stripe.com https://*.paypal.com https://*.paypalobjects.com https://online.satispay.com https://staging.online.satispay.com https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js https://ecommerce.nexi.it https://int-ecommerce.nexi.it;",
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.paypal\.com[^;]*https:\/\/online\.satispay\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.paypal\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
    // Google sign-in is not configured here: its hosts are not allowed.
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and allows Google sign-in and another tile server when so configured', async () => {
    const https = await createTestApp({
      env: {
        PUBLIC_ORIGIN: 'https://ordini.example.it',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
        MAP_TILES_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
        PAYPAL_SDK_URL: 'https://paypal-sdk.example.net/sdk/js',
      },
    });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/nope' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp).toContain('https://*.tiles.example.net');
      expect(csp).toMatch(/script-src [^;]*https:\/\/paypal-sdk\.example\.net/);
      expect(csp).not.toContain('tile.openstreetmap.org');
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('compression', () => {
  it('compresses API answers with brotli or gzip as the client accepts', async () => {
    const url = '/openapi.json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable for a year, and their precompressed copy when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // A script is no page: only the headers a subresource uses (1.4 KB less on each).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      fs.readFileSync(path.join(webDist, 'assets/index-Ab12Cd.js'), 'utf8'),
    );

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Found per request under one route, however many files a build has (a route
    // per file was ~100 ms of every cold start).
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/index-Ab12Cd.js' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/robots.txt' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/index.html.br' })).toBe(false);
  });

  it('serves the app page, never stored, with the settings inside, on the root and on every app route (GET and HEAD)', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/settings.json?t=1' })).json();
    for (const url of ['/', '/main/menu?company=demo', '/en/login']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // The settings are never stored (spec 000 §7), and they now ride in the page.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBe('br');
      const page = brotliDecompressSync(res.rawPayload).toString();
      expect(page).toMatch(/^<!doctype html>.*<\/body><\/html>$/s);
      expect(JSON.parse(embeddedSettings(page))).toEqual(settings);

      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
  });

  it('keeps the settings inside their element whatever the configuration holds (issue #14)', async () => {
    const attribution = '&copy; OSM</script><script>alert(1)</script><!--';
    const other = await createTestApp({ env: { WEB_DIST_DIR: webDist, MAP_TILES_ATTRIBUTION: attribution } });
    try {
      const page = (await other.app.inject({ method: 'GET', url: '/' })).body;
      expect(page.match(/<script/g)).toHaveLength(2); // the settings and the page's own module
      expect(JSON.parse(embeddedSettings(page)).maps.tilesAttribution).toBe(attribution);
    } finally {
      await other.close();
    }
  });

  it('preloads and draws the banner of the company named by the home page address, and nothing elsewhere (issue #14)', async () => {
    const preload = '<link rel="preload" as="image" href="/images/banner-demo.svg" fetchpriority="high">';
    const banner =
      '<img class="home-banner" src="/images/banner-demo.svg" width="1200" height="360" alt="" fetchpriority="high">';
    for (const url of ['/?company=demo', '/en/?company=demo']) {
      const { head, body } = pageParts((await t.app.inject({ method: 'GET', url })).body);
      expect(head, url).toContain(preload);
      // Drawn first thing in the body, above the app's root, for the app to take away.
      expect(
        body.startsWith(
          `<div id="tavola-boot-banner" class="container home-container" aria-hidden="true"><div class="home-header">${banner}</div></div>`,
        ),
        url,
      ).toBe(true);
    }
    for (const url of ['/main/menu?company=demo', '/?company=nessuna', '/', `/?company=${'x'.repeat(500)}`]) {
      const page = (await t.app.inject({ method: 'GET', url })).body;
      expect(page, url).not.toContain('as="image"');
      expect(page, url).not.toContain('tavola-boot-banner');
    }
  });

  it("starts loading the menu page's files with the first load's, on the menu's address only (issue #14)", async () => {
    const links =
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/menu-page-Ef34Gh.js"><link rel="preload" as="style" crossorigin href="/assets/ordering-Ij56Kl.css">';
    for (const url of ['/main/menu?company=demo&seatWebId=1&menuWebId=1', '/en/main/menu?company=demo']) {
      expect(pageParts((await t.app.inject({ method: 'GET', url })).body).head, url).toContain(links);
    }
    for (const url of ['/?company=demo', '/main/cart?company=demo', '/main/menu/x']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('menu-page-Ef34Gh');
    }
  });

  it('serves the other unhashed files with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not with the app page', async () => {
    for (const url of ['/assets/index-Old999.js', '/assets/', '/assets/nested/']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('ROUTE_NOT_FOUND');
      }
    }
    // Nothing outside the web app's folder through the assets' route.
    const outside = path.join(path.dirname(webDist), `outside-${path.basename(webDist)}.txt`);
    fs.writeFileSync(outside, 'not for the web');
    try {
      for (const climb of ['%2e%2e%2f%2e%2e%2f', '..%2f..%2f', '%2e%2e/%2e%2e/']) {
        const url = `/assets/${climb}${path.basename(outside)}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('not for the web');
        expect(res.statusCode, url).toBeLessThan(500);
      }
    } finally {
      fs.rmSync(outside);
    }
  });
});

describe('graceful shutdown', () => {
  it('stops listening, closes the database and exits 0', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    expect(own.app.server.listening).toBe(true);
    const closeDatabase = vi.fn(async () => {});
    const exit = vi.fn();
    await gracefulShutdown({ app: own.app, closeAfter: closeDatabase, timeoutMs: 60_000, exit })('SIGTERM');
    expect(own.app.server.listening).toBe(false);
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
    await own.close();
  });

  it('exits 1 when closing outlives the deadline', async () => {
    const bare = Fastify({ logger: false });
    const exit = vi.fn();
    void gracefulShutdown({ app: bare, closeAfter: () => new Promise(() => {}), timeoutMs: 10, exit })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(exit).not.toHaveBeenCalledWith(0);
  });
});
