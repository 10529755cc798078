// The installable app's manifest per company: its name and icons from the brand settings, the
// icons real PNGs of the sizes they claim, and the app's page linking the manifest of the
// company it opens.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('manifest', () => {
  it('carries the company’s name, colours, start address and icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company/demo/manifest.webmanifest' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    const company = await t.app.companyVenueCache.companyByUrlName('demo');
    expect(manifest).toMatchObject({
      id: '/?company=demo',
      name: company?.tradeName,
      start_url: '/?company=demo',
      scope: '/',
      display: 'standalone',
      theme_color: '#8a1c1c',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });

  it('is another manifest for another company, and 404 for an unknown one', async () => {
    const other = (
      await t.app.inject({ method: 'GET', url: '/api/company/menu-digitale/manifest.webmanifest' })
    ).json();
    expect(other.id).toBe('/?company=menu-digitale');
    expect(other.name).toBe((await t.app.companyVenueCache.companyByUrlName('menu-digitale'))?.tradeName);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/nobody/manifest.webmanifest' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/company/demo/icons/icon-13.png' })).statusCode).toBe(400);
  });
});
