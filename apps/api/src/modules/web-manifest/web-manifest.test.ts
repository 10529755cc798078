// The installable app's manifest per company: its name, colours and icons from the brand
// settings, the icons real PNGs of the sizes they claim, and the app's page linking the manifest
// of the company it opens. The brand colours are the owner's to set, checked by the domain.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettings } from '@tavola/domain/company-settings';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

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

describe('brand colours', () => {
  type Headers = Record<string, string>;
  const read = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/staff/company', headers })).json() as CompanySettings;
  /** The brand screen's save: what `reader` read, with changes, sent as `headers`. */
  const save = async (headers: Headers, changes: Record<string, unknown>, reader: Headers = headers) => {
    const {
      companyId: _c,
      urlName: _u,
      logo: _l,
      homePageBanner: _b,
      homePageImage: _i,
      availableLanguages: _a,
      ...rest
    } = await read(reader);
    return t.app.inject({ method: 'PUT', url: '/api/staff/company', headers, payload: { ...rest, ...changes } });
  };
  const manifestOf = async (urlName: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/company/${urlName}/manifest.webmanifest` })).json();

  it('reach the manifest, the icons and the diners’ app; cleared, the product’s are back', async () => {
    const owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
    const res = await save(owner, { brandColour: ' #1D4E89 ', brandBackgroundColour: '#FFF8E7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ brandColour: '#1d4e89', brandBackgroundColour: '#fff8e7' });

    const manifest = await manifestOf('demo');
    expect(manifest).toMatchObject({ theme_color: '#1d4e89', background_color: '#fff8e7' });
    // The maskable icon's corner is the background colour.
    const maskable = manifest.icons.find((i: { purpose: string }) => i.purpose === 'maskable');
    const png = await t.app.inject({ method: 'GET', url: maskable.src });
    const { data } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xff, 0xf8, 0xe7]);

    const diner = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 });
    expect(diner.body.company).toMatchObject({ brandColour: '#1d4e89', brandBackgroundColour: '#fff8e7' });

    expect((await save(owner, { brandColour: '', brandBackgroundColour: null })).statusCode).toBe(200);
    expect(await manifestOf('demo')).toMatchObject({ theme_color: '#8a1c1c', background_color: '#ffffff' });
  });

  it('refuse a colour that is not #rrggbb, or too light for white text, naming the field (400)', async () => {
    const owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
    const before = await read(owner);
    for (const [field, value, code] of [
      ['brandColour', 'red', 'hexColour'],
      ['brandColour', '#12345', 'hexColour'],
      ['brandColour', 'url(x)#000000', 'hexColour'],
      ['brandBackgroundColour', '#ggg000', 'hexColour'],
      // White on #ffd700 (gold) is about 1.4:1; on #777777 4.48:1, just under AA.
      ['brandColour', '#ffd700', 'brandColourContrast'],
      ['brandColour', '#777777', 'brandColourContrast'],
    ] as const) {
      const res = await save(owner, { [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      const body = JSON.stringify(res.json());
      expect(body).toContain(`body.${field}`);
      if (code === 'brandColourContrast') expect(body).toContain('4,5:1');
    }
    expect(await read(owner)).toMatchObject({ version: before.version, brandColour: before.brandColour });
    // Just dark enough: white on #767676 is 4.54:1.
    expect((await save(owner, { brandColour: '#767676' })).statusCode).toBe(200);
    expect((await save(owner, { brandColour: null })).statusCode).toBe(200);
  });

  it('are set only by the company’s own owner', async () => {
    const otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
    const manager = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] })).headers;
    const res = await save(otherOwner, { brandColour: '#004d40' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().urlName).toBe('menu-digitale');
    expect((await manifestOf('menu-digitale')).theme_color).toBe('#004d40');
    expect((await manifestOf('demo')).theme_color).toBe('#8a1c1c');

    const owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
    const put = await save(manager, { brandColour: '#004d40' }, owner);
    expect(put.statusCode).toBe(403);
    expect((await manifestOf('demo')).theme_color).toBe('#8a1c1c');
  });
});
