// /api/staff/menu/* over HTTP: every entity's validation (400 naming the field,
// nothing changed) and permissions for an owner, a manager of another venue, a staff member,
// a diner and another company; the version check (409); picture upload; the QR sheet links.
import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import type { AdminMenuClassifier, AdminMenuWeb, AdminProduct, AdminSoldOutBoard } from '@tavola/domain/menu-admin';
import { venueTables } from '../../db/schema';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
const who: Record<'owner' | 'managerCentro' | 'managerNavigli' | 'staff' | 'diner' | 'otherOwner' | 'nobody', Headers> =
  {} as never;
const menuChanges: number[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-menu-admin-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MENU_IMAGE_MAX_MB: '1' } });
  // The tests add Tavola Centro's tables themselves: start without the demo's.
  await t.db.delete(venueTables);
  t.app.menuChanges.subscribe((companyId) => void menuChanges.push(companyId));
  who.owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  who.managerCentro = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] })).headers;
  who.managerNavigli = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] })).headers;
  who.staff = (await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] })).headers;
  who.otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
  who.diner = bearer((await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token);
  who.nobody = {};
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff/menu${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const venueMenu = (seatWebId: number | null, displayDescription = 'Menù della sera') => ({
  displayDescription,
  description: null,
  extendedDescription: null,
  seatWebId,
  publicationStatus: MenuPublicationStatus.LocalOrder,
  enabled: true,
  timeFrameWebIds: [],
  extraFields: [],
});

describe('who may call', () => {
  it('reads: every staff member of the company; diners and anonymous callers 401', async () => {
    for (const h of [who.owner, who.managerNavigli, who.staff])
      expect((await call('GET', '/menus', h)).statusCode).toBe(200);
    expect((await call('GET', '/menus', who.diner)).statusCode).toBe(401);
    expect((await call('GET', '/menus', who.nobody)).statusCode).toBe(401);
    // Another company sees its own menus only.
    const theirs = (await call('GET', '/menus', who.otherOwner)).json() as AdminMenuWeb[];
    expect(theirs.map((m) => m.menuWebId)).not.toContain(1);
  });

  it('menus: owner any, manager their venue only, staff none, another company 404', async () => {
    expect((await call('POST', '/menus', who.owner, venueMenu(null))).statusCode).toBe(200);
    expect((await call('POST', '/menus', who.managerCentro, venueMenu(1))).statusCode).toBe(200);
    const refusedManager = await call('POST', '/menus', who.managerNavigli, venueMenu(1));
    expect(refusedManager.statusCode).toBe(403);
    expect(refusedManager.json().message).toMatch(/permessi/);
    expect((await call('POST', '/menus', who.staff, venueMenu(1))).statusCode).toBe(403);
    expect((await call('POST', '/menus', who.diner, venueMenu(1))).statusCode).toBe(401);
    expect((await call('PUT', '/menus/1', who.otherOwner, { ...venueMenu(null), version: 0 })).statusCode).toBe(404);
    expect((await call('POST', '/menus/reorder', who.managerCentro, { ids: [1, 2, 3] })).statusCode).toBe(403);
  });

  it('tables: the venue is checked by the permission plugin (another company 404, another venue 403)', async () => {
    const table = { seatWebId: 1, number: 7, name: null, enabled: true };
    expect((await call('POST', '/tables', who.managerCentro, table)).statusCode).toBe(200);
    expect((await call('POST', '/tables', who.managerNavigli, { ...table, number: 8 })).statusCode).toBe(403);
    expect((await call('POST', '/tables', who.staff, { ...table, number: 8 })).statusCode).toBe(403);
    expect((await call('POST', '/tables', who.otherOwner, { ...table, number: 8 })).statusCode).toBe(404);
    expect((await call('GET', '/tables?seatWebId=1', who.otherOwner)).statusCode).toBe(404);
    expect((await call('GET', '/tables?seatWebId=1', who.managerCentro)).json()).toMatchObject([{ number: 7 }]);
  });
});

describe('products', () => {
  let classifierId: number;
  let allergenId: number;
  const product = (over: Record<string, unknown> = {}) => ({
    menuClassifierId: classifierId,
    description: 'Pizza al tartufo',
    extendedDescription: null,
    unitPrice: 14.5,
    enabled: true,
    suggested: false,
    allergenIds: [allergenId],
    featureIds: [],
    ingredients: [],
    groupVariationIds: [],
    ...over,
  });

  beforeAll(async () => {
    const menu = (
      await call('POST', '/menus', who.managerCentro, venueMenu(1, 'Menù pizzeria'))
    ).json() as AdminMenuWeb;
    const classifier = await call('POST', '/classifiers', who.managerCentro, {
      menuWebId: menu.menuWebId,
      name: 'Pizze',
      description: null,
      useClassifierImage: false,
    });
    expect(classifier.statusCode, classifier.body).toBe(200);
    classifierId = classifier.json().menuClassifierId;
    allergenId = (await call('GET', '/allergens', who.staff)).json()[0].allergenId;
  });

  it('bad fields get a 400 naming each field and change nothing', async () => {
    const before = (
      (await call('GET', `/products?menuClassifierId=${classifierId}`, who.owner)).json() as AdminProduct[]
    ).length;
    for (const [body, field] of [
      [product({ description: '' }), 'description'],
      [product({ description: 'x'.repeat(101) }), 'description'],
      [product({ unitPrice: -1 }), 'unitPrice'],
      [product({ unitPrice: 1.234 }), 'unitPrice'],
      [product({ unitPrice: 100000 }), 'unitPrice'],
      [product({ allergenIds: [allergenId, allergenId] }), 'allergenIds'],
      [product({ groupVariationIds: [1, 2, 3, 4, 5, 6] }), 'groupVariationIds'],
      [product({ menuClassifierId: 'uno' }), 'menuClassifierId'],
    ] as const) {
      const res = await call('POST', '/products', who.owner, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(
        res
          .json()
          .fields.map((f: { path: string }) => f.path)
          .join(' '),
      ).toContain(field);
    }
    const price = await call('POST', '/products', who.owner, product({ unitPrice: -1 }));
    expect(price.json().fields[0].message).toBe('Inserire un prezzo tra 0 e 9999,99 €');
    expect(
      ((await call('GET', `/products?menuClassifierId=${classifierId}`, who.owner)).json() as AdminProduct[]).length,
    ).toBe(before);
  });

  it('an allergen of another company is a 400 on the field', async () => {
    const theirs = (await call('GET', '/allergens', who.otherOwner)).json()[0].allergenId;
    const res = await call('POST', '/products', who.owner, product({ allergenIds: [theirs] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path: 'allergenIds' })]);
  });

  it('create, stale update 409, sold out by staff, remove; each write reports one menu change', async () => {
    menuChanges.length = 0;
    const created = await call('POST', '/products', who.managerCentro, product());
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json() as AdminProduct;
    expect(menuChanges).toEqual([1]);

    const first = await call('PUT', `/products/${p.productWebId}`, who.owner, {
      ...product({ unitPrice: 15 }),
      version: p.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/products/${p.productWebId}`, who.managerCentro, {
      ...product({ unitPrice: 16 }),
      version: p.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', message: expect.stringMatching(/Ricarica/) });
    expect(menuChanges).toEqual([1, 1]);

    expect((await call('PUT', `/products/${p.productWebId}`, who.staff, { ...product(), version: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/products/${p.productWebId}`, who.managerNavigli, { ...product(), version: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/products/${p.productWebId}/soldOut`, who.otherOwner, { soldOut: true })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/products/${p.productWebId}/soldOut`, who.diner, { soldOut: true })).statusCode).toBe(
      401,
    );
    const soldOut = await call('PUT', `/products/${p.productWebId}/soldOut`, who.staff, { soldOut: true });
    expect(soldOut.json()).toMatchObject({ soldOut: true, unitPrice: 15 });

    expect((await call('DELETE', `/products/${p.productWebId}`, who.staff)).statusCode).toBe(403);
    expect((await call('DELETE', `/products/${p.productWebId}`, who.owner)).json()).toEqual({ result: 'deleted' });
    expect((await call('DELETE', `/products/${p.productWebId}`, who.owner)).statusCode).toBe(404);
  });

  it('reorder with the order the editor saw: stored, then a second editor with the old order gets 409; staff 403', async () => {
    const a = (await call('POST', '/products', who.owner, product({ description: 'Primo' }))).json() as AdminProduct;
    const b = (await call('POST', '/products', who.owner, product({ description: 'Secondo' }))).json() as AdminProduct;
    const seen = (
      (await call('GET', `/products?menuClassifierId=${classifierId}`, who.owner)).json() as AdminProduct[]
    ).map((p) => p.productWebId);
    expect(seen.slice(-2)).toEqual([a.productWebId, b.productWebId]);
    const wanted = [...seen.slice(0, -2), b.productWebId, a.productWebId];
    const url = `/classifiers/${classifierId}/products/reorder`;
    expect((await call('POST', url, who.staff, { ids: wanted, previousIds: seen })).statusCode).toBe(403);
    const first = await call('POST', url, who.managerCentro, { ids: wanted, previousIds: seen });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as AdminProduct[]).map((p) => p.productWebId)).toEqual(wanted);
    const second = await call('POST', url, who.owner, { ids: seen, previousIds: seen });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION' });
    expect(
      ((await call('GET', `/products?menuClassifierId=${classifierId}`, who.owner)).json() as AdminProduct[]).map(
        (p) => p.productWebId,
      ),
    ).toEqual(wanted);
    expect((await call('POST', url, who.owner, { ids: wanted, previousIds: [0] })).statusCode).toBe(400);
    for (const id of [a, b]) await call('DELETE', `/products/${id.productWebId}`, who.owner);
  });

  it('pictures: JPEG/PNG/WebP only, size-limited, resized to two WebP files served under /media/', async () => {
    const p = (await call('POST', '/products', who.owner, product({ description: 'Con foto' }))).json() as AdminProduct;
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const upload = (body: Buffer, type: string, headers = who.owner) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/menu/products/${p.productWebId}/image`,
        headers: { ...headers, 'content-type': type },
        payload: body,
      });

    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminProduct;
    expect(saved.imageWebUrl).toMatch(/^\/media\/menu\/1\/[0-9a-f-]+\.webp$/);
    const large = await t.app.inject({ method: 'GET', url: saved.imageWebUrl! });
    expect(large.statusCode).toBe(200);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const small = await t.app.inject({ method: 'GET', url: saved.imageSmallWebUrl! });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 400 });
    await stat(path.join(dataDir, 'media', saved.imageWebUrl!.replace('/media/', '')));

    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe("L'immagine deve essere un file JPEG, PNG o WebP.");
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(2 * 1024 * 1024, 1), 'image/jpeg')).statusCode).toBe(413);
    expect((await upload(png, 'image/png', who.staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/media/menu/1/nope.webp' })).statusCode).toBe(404);
  });
});

describe('classifier pictures', () => {
  it('upload, replace (the old files are deleted) and remove; a manager of another venue or staff may not', async () => {
    const menu = (
      await call('POST', '/menus', who.managerCentro, venueMenu(1, 'Menù con foto'))
    ).json() as AdminMenuWeb;
    const classifier = (
      await call('POST', '/classifiers', who.managerCentro, {
        menuWebId: menu.menuWebId,
        name: 'Antipasti',
        description: null,
        useClassifierImage: true,
      })
    ).json() as AdminMenuClassifier;
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const upload = (headers: Headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/menu/classifiers/${classifier.menuClassifierId}/image`,
        headers: { ...headers, 'content-type': 'image/png' },
        payload: png,
      });
    const onDisk = (url: string) => path.join(dataDir, 'media', url.replace('/media/', ''));

    expect((await upload(who.staff)).statusCode).toBe(403);
    expect((await upload(who.managerNavigli)).statusCode).toBe(403);
    expect((await upload(who.otherOwner)).statusCode).toBe(404);
    const first = await upload(who.managerCentro);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = (first.json() as AdminMenuClassifier).imageWebUrl!;
    expect(firstUrl).toMatch(/^\/media\/menu\/1\/[0-9a-f-]+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = (await upload(who.owner)).json() as AdminMenuClassifier;
    expect(second.imageWebUrl).not.toBe(firstUrl);
    await expect(access(onDisk(firstUrl))).rejects.toThrow();
    await access(onDisk(second.imageWebUrl!));

    const removeUrl = `/classifiers/${classifier.menuClassifierId}/image`;
    expect((await call('DELETE', removeUrl, who.staff)).statusCode).toBe(403);
    expect((await call('DELETE', removeUrl, who.diner)).statusCode).toBe(401);
    expect((await call('DELETE', `/classifiers/99999/image`, who.owner)).statusCode).toBe(404);
    const removed = await call('DELETE', removeUrl, who.managerCentro);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as AdminMenuClassifier).imageWebUrl).toBeNull();
    await expect(access(onDisk(second.imageWebUrl!))).rejects.toThrow();
    // The diners' menu shows the category without a picture.
    const listed = (
      await call('GET', `/menus/${menu.menuWebId}/classifiers`, who.owner)
    ).json() as AdminMenuClassifier[];
    expect(listed[0].imageWebUrl).toBeNull();
  });
});

describe("order board's sold-out panel", () => {
  it("lists the venue's dishes for its staff only; toggling shows in the list", async () => {
    const board = await call('GET', '/venues/1/soldOut', who.staff);
    expect(board.statusCode, board.body).toBe(200);
    const dishes = board.json() as AdminSoldOutBoard;
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes[0]).toEqual(
      expect.objectContaining({
        productWebId: expect.any(Number),
        menuName: expect.any(String),
        classifierName: expect.any(String),
        soldOut: expect.any(Boolean),
      }),
    );
    // Staff of venue 1 does not work at venue 2; another company's staff does not find it.
    expect((await call('GET', '/venues/2/soldOut', who.staff)).statusCode).toBe(403);
    expect((await call('GET', '/venues/1/soldOut', who.otherOwner)).statusCode).toBe(404);
    expect((await call('GET', '/venues/1/soldOut', who.diner)).statusCode).toBe(401);
    expect((await call('GET', '/venues/0/soldOut', who.staff)).statusCode).toBe(400);
    const dish = dishes[0];
    expect(
      (await call('PUT', `/products/${dish.productWebId}/soldOut`, who.staff, { soldOut: !dish.soldOut })).statusCode,
    ).toBe(200);
    const after = (await call('GET', '/venues/1/soldOut', who.staff)).json() as AdminSoldOutBoard;
    expect(after.find((d) => d.productWebId === dish.productWebId)?.soldOut).toBe(!dish.soldOut);
    await call('PUT', `/products/${dish.productWebId}/soldOut`, who.staff, { soldOut: dish.soldOut });
  });
});

describe('variation groups, ingredients, translations', () => {
  it("groups need options of the company; ingredients are the owner's; options sold out by staff", async () => {
    const ingredient = await call('POST', '/ingredients', who.owner, {
      description: 'Nduja',
      unitPrice: 1.5,
      properties: 0,
      priority: 1,
      allergenIds: [],
    });
    expect(ingredient.statusCode, ingredient.body).toBe(200);
    const id = ingredient.json().ingredientId;
    expect(
      (
        await call('POST', '/ingredients', who.managerCentro, {
          description: 'X',
          unitPrice: 0,
          properties: 0,
          priority: 0,
          allergenIds: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/ingredients', who.owner, {
          description: 'X',
          unitPrice: 0,
          properties: 2,
          priority: 0,
          allergenIds: [],
        })
      ).statusCode,
    ).toBe(400);
    const empty = await call('POST', '/groupVariations', who.owner, {
      description: 'Piccante',
      forceSelection: true,
      seatWebId: null,
      options: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ path: 'body.options', message: 'Aggiungi almeno una opzione' });
    const group = await call('POST', '/groupVariations', who.managerCentro, {
      description: 'Piccante',
      forceSelection: true,
      seatWebId: 1,
      options: [{ ingredientId: id, priority: 1 }],
    });
    expect(group.statusCode, group.body).toBe(200);
    expect((await call('PUT', `/ingredients/${id}/soldOut`, who.staff, { soldOut: true })).json()).toMatchObject({
      soldOut: true,
    });
  });

  it('translations: an unknown field or entity type is a 400; a manager cannot translate a company-wide menu', async () => {
    expect(
      (
        await call('PUT', '/translations', who.owner, {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 2,
          fields: { price: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/translations', who.owner, { entityType: 'order', entityId: 1, languageId: 2, fields: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/translations', who.managerCentro, {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 2,
          fields: { displayDescription: 'Menu' },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('PUT', '/translations', who.owner, {
      entityType: 'menuWeb',
      entityId: 1,
      languageId: 2,
      fields: { displayDescription: 'À la carte' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/translations?languageId=2', who.owner)).json().translations).toContainEqual(
      expect.objectContaining({ entityType: 'menuWeb', entityId: 1, value: 'À la carte' }),
    );
    expect((await call('GET', '/translations/languages', who.owner)).json()).toEqual([
      { languageId: 2, languageCode: 'en', description: 'English' },
    ]);
  });
});

describe('table QR sheet', () => {
  it("links each enabled table to the venue's dine-in menu with the table number", async () => {
    await call('POST', '/tables', who.owner, { seatWebId: 1, number: 12, name: 'Finestra', enabled: true });
    await call('POST', '/tables', who.owner, { seatWebId: 1, number: 13, name: null, enabled: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/menu/tables/qrSheet?seatWebId=1&menuWebId=1',
      headers: { ...who.owner, host: 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    const twelve = sheet.tables.find((x: { number: number }) => x.number === 12);
    // The configured public origin, never the request's Host.
    expect(twelve.url).toBe(`${t.app.config.publicOrigin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=12`);
    expect(sheet.tables.map((x: { number: number }) => x.number)).not.toContain(13);
    // Menu 3 is takeaway and delivery: not for tables.
    expect((await call('GET', '/tables/qrSheet?seatWebId=1&menuWebId=3', who.owner)).statusCode).toBe(400);
    expect((await call('GET', '/tables/qrSheet?seatWebId=1&menuWebId=1', who.managerNavigli)).statusCode).toBe(403);
  });
});

describe("reads are scoped to the member's venues", () => {
  it("a manager of venue 3 does not read venue 2's menu, categories, products, groups, time frames or translations", async () => {
    const managerNavigli = who.managerNavigli;
    const managerIsola = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [3] })).headers;
    const kitchenIsola = (await createSignedInStaff(t, { role: 'staff', seatWebIds: [3] })).headers;
    const menu = (await call('POST', '/menus', who.owner, venueMenu(2, 'Menù Navigli'))).json() as AdminMenuWeb;
    const classifier = (
      await call('POST', '/classifiers', who.owner, {
        menuWebId: menu.menuWebId,
        name: 'Risotti',
        description: null,
        useClassifierImage: false,
      })
    ).json() as AdminMenuClassifier;
    const created = await call('POST', '/products', who.owner, {
      menuClassifierId: classifier.menuClassifierId,
      description: 'Risotto alla milanese',
      extendedDescription: null,
      unitPrice: 16,
      enabled: true,
      suggested: false,
      allergenIds: [],
      featureIds: [],
      ingredients: [],
      groupVariationIds: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const ingredientId = (await call('GET', '/ingredients', who.owner)).json()[0].ingredientId as number;
    const group = (
      await call('POST', '/groupVariations', who.owner, {
        description: 'Cottura',
        forceSelection: true,
        seatWebId: 2,
        options: [{ ingredientId, priority: 1 }],
      })
    ).json() as { groupVariationId: number };
    const translated = await call('PUT', '/translations', who.owner, {
      entityType: 'menuWeb',
      entityId: menu.menuWebId,
      languageId: 2,
      fields: { displayDescription: 'Navigli menu' },
    });
    expect(translated.statusCode, translated.body).toBe(200);

    // The venue's own manager (and the owner) read all of it.
    for (const h of [managerNavigli, who.owner]) {
      expect((await call('GET', '/menus', h)).json().map((m: AdminMenuWeb) => m.menuWebId)).toContain(menu.menuWebId);
      const products = await call('GET', `/products?menuWebId=${menu.menuWebId}`, h);
      expect(products.statusCode).toBe(200);
      expect((products.json() as AdminProduct[]).map((p) => p.description)).toEqual(['Risotto alla milanese']);
    }
    // Another venue's manager and staff: not listed, and not found by id (as another company's).
    for (const h of [managerIsola, kitchenIsola]) {
      const menus = (await call('GET', '/menus', h)).json() as AdminMenuWeb[];
      expect(menus.map((m) => m.menuWebId)).not.toContain(menu.menuWebId);
      expect(menus.every((m) => m.seatWebId === null || m.seatWebId === 3)).toBe(true);
      for (const url of [
        `/products?menuWebId=${menu.menuWebId}`,
        `/products?menuClassifierId=${classifier.menuClassifierId}`,
        `/menus/${menu.menuWebId}/classifiers`,
      ]) {
        const res = await call('GET', url, h);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Risotto');
      }
      const groups = (await call('GET', '/groupVariations', h)).json() as {
        groupVariationId: number;
        seatWebId: number | null;
      }[];
      expect(groups.map((g) => g.groupVariationId)).not.toContain(group.groupVariationId);
      const frames = (await call('GET', '/timeFrames', h)).json() as { seatWebId: number }[];
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.every((f) => f.seatWebId === 3)).toBe(true);
    }
    const theirTranslations = (await call('GET', '/translations?languageId=2', managerIsola)).json();
    expect(theirTranslations.translations).not.toContainEqual(
      expect.objectContaining({ entityType: 'menuWeb', entityId: menu.menuWebId }),
    );
    expect((await call('GET', '/translations?languageId=2', managerNavigli)).json().translations).toContainEqual(
      expect.objectContaining({ entityType: 'menuWeb', entityId: menu.menuWebId, value: 'Navigli menu' }),
    );
    // Writes stay refused as before.
    const product = (created.json() as AdminProduct).productWebId;
    expect((await call('PUT', `/products/${product}/soldOut`, kitchenIsola, { soldOut: true })).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/menus/${menu.menuWebId}/classifiers/reorder`, managerIsola, {
          ids: [classifier.menuClassifierId],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the back-office routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const p of [
      '/api/staff/menu/menus',
      '/api/staff/menu/products/{productWebId}',
      '/api/staff/menu/products/{productWebId}/soldOut',
      '/api/staff/menu/tables/qrSheet',
      '/api/staff/menu/classifiers/{menuClassifierId}/image',
      '/api/staff/menu/venues/{seatWebId}/soldOut',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });
});
