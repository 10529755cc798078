import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsSchema } from '@tavola/domain/entities';
import { createTestApp } from './test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Without PUBLIC_ORIGIN the settings file names the origin the browser used (it carries no
  // secret; mailed links never do this).
  t = await createTestApp({ env: { PUBLIC_ORIGIN: '' } });
});
afterAll(() => t.close());

describe('the app shell of the API', () => {
  it('serves the settings file with backend and booking URLs on its own origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/settings.json?t=123',
      headers: { host: 'ristorante.test:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const settings = appSettingsSchema.parse(res.json());
    expect(settings.env).toBe('dev');
    expect(settings.webApiUrls.backend).toBe('http://ristorante.test:3000/api/');
    expect(settings.webApiUrls.bookTableInfo).toBe('http://ristorante.test:3000/booking/GetInfo');
    expect(settings.demo.companyUrlName).toBe('demo');
  });

  it('lists every contract call of this issue in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/account/authenticateClient',
      '/api/language/getCompanyLanguages',
      '/api/language/getLanguageByLocale',
      '/api/seatWeb/connectToSeatWeb',
      '/api/seatWeb/getSetWeb',
      '/settings.json',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/account/authenticateClient'].post.requestBody).toBeDefined();
  });

  it('serves a browsable API reference at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('serves the demo images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/logo-demo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
