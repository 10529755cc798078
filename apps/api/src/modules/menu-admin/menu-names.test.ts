// Names of features and categories: a name another feature holds is the editor's clear 400
// ALREADY_EXISTS, also when two renames to one name meet (the unique index decides, and its
// refusal is never a 500); the Italian name and its translations are saved together or not
// at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeature, AdminMenuClassifier, AdminTranslation } from '@tavola/domain/menu-admin';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

const ENGLISH = 2;
/** No company has it: a save naming it is refused whole. */
const UNKNOWN_LANGUAGE = 999_999;
type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Headers;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff/menu${url}`,
    headers: { 'sec-fetch-site': 'same-origin', ...owner },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const features = async () => (await call('GET', '/features')).json() as AdminFeature[];
const englishName = async (entityType: string, entityId: number) =>
  (
    (await call('GET', `/translations?languageId=${ENGLISH}`)).json() as { translations: AdminTranslation[] }
  ).translations.find((tr) => tr.entityType === entityType && tr.entityId === entityId && tr.field === 'name')?.value;
const createFeature = async (name: string, english?: string) => {
  const created = await call('POST', '/features', {
    name,
    ...(english ? { nameTranslations: [{ languageId: ENGLISH, name: english }] } : {}),
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as AdminFeature;
};

describe('a feature name another feature holds', () => {
  it('a rename to it is 400 ALREADY_EXISTS in Italian, and both features stay as they were', async () => {
    const first = await createFeature('Biologico', 'Organic');
    const second = await createFeature('Artigianale', 'Handmade');
    const taken = await call('PUT', `/features/${second.featureId}`, {
      name: 'Biologico',
      nameTranslations: [{ languageId: ENGLISH, name: 'Organic too' }],
    });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'Esiste già un elemento con questo nome.',
      fields: [{ path: 'name' }],
    });
    const list = await features();
    expect(list.find((f) => f.featureId === first.featureId)?.name).toBe('Biologico');
    expect(list.find((f) => f.featureId === second.featureId)?.name).toBe('Artigianale');
    // The English name sent with the refused rename was not saved either.
    expect(await englishName('feature', second.featureId)).toBe('Handmade');
  });

  it('two renames to one name at the same moment: one wins, the other is 400, never a 500', async () => {
    const a = await createFeature('Di stagione', 'Seasonal');
    const b = await createFeature('Fatto in casa', 'Homemade');
    const answers = await Promise.all(
      [a, b].map((f) =>
        call('PUT', `/features/${f.featureId}`, {
          name: 'Della casa',
          nameTranslations: [{ languageId: ENGLISH, name: `House ${f.featureId}` }],
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const lost = answers.find((r) => r.statusCode === 400)!;
    expect(lost.json().code).toBe('ALREADY_EXISTS');
    const winner = (answers.find((r) => r.statusCode === 200)!.json() as AdminFeature).featureId;
    const loser = winner === a.featureId ? b : a;
    const list = await features();
    expect(list.filter((f) => f.name === 'Della casa').map((f) => f.featureId)).toEqual([winner]);
    expect(list.find((f) => f.featureId === loser.featureId)?.name).toBe(loser.name);
    expect(await englishName('feature', winner)).toBe(`House ${winner}`);
    expect(await englishName('feature', loser.featureId)).toBe(
      loser.featureId === a.featureId ? 'Seasonal' : 'Homemade',
    );
  });

  it('creating one with a taken name is 400 ALREADY_EXISTS and adds nothing', async () => {
    await createFeature('Senza lattosio');
    const before = await features();
    const again = await call('POST', '/features', { name: 'Senza lattosio' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ALREADY_EXISTS');
    expect(await features()).toEqual(before);
  });
});

describe('a name and its translations are saved together', () => {
  it('a feature: created and renamed with its English name in one call; a refused language saves nothing', async () => {
    const feature = await createFeature('Al peperoncino', 'Spicy');
    expect(await englishName('feature', feature.featureId)).toBe('Spicy');
    const renamed = await call('PUT', `/features/${feature.featureId}`, {
      name: 'Molto piccante',
      nameTranslations: [{ languageId: ENGLISH, name: 'Very spicy' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await englishName('feature', feature.featureId)).toBe('Very spicy');

    const refused = await call('PUT', `/features/${feature.featureId}`, {
      name: 'Piccantissimo',
      nameTranslations: [
        { languageId: ENGLISH, name: 'Hottest' },
        { languageId: UNKNOWN_LANGUAGE, name: 'Scharf' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      fields: [{ path: 'nameTranslations.1.languageId' }],
    });
    expect((await features()).find((f) => f.featureId === feature.featureId)?.name).toBe('Molto piccante');
    expect(await englishName('feature', feature.featureId)).toBe('Very spicy');

    // A blank English name removes the translation: diners read the Italian.
    await call('PUT', `/features/${feature.featureId}`, {
      name: 'Molto piccante',
      nameTranslations: [{ languageId: ENGLISH, name: ' ' }],
    });
    expect(await englishName('feature', feature.featureId)).toBeUndefined();
  });

  it('a category: renamed with its English name in one call; a refused language keeps name, English name and version', async () => {
    const input = (name: string) => ({ menuWebId: 1, name, description: null, useClassifierImage: false });
    const created = await call('POST', '/classifiers', {
      ...input('Contorni'),
      nameTranslations: [{ languageId: ENGLISH, name: 'Sides' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json() as AdminMenuClassifier;
    expect(await englishName('menuClassifier', category.menuClassifierId)).toBe('Sides');

    const renamed = await call('PUT', `/classifiers/${category.menuClassifierId}`, {
      ...input('Verdure'),
      version: category.version,
      nameTranslations: [{ languageId: ENGLISH, name: 'Vegetables' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const saved = renamed.json() as AdminMenuClassifier;
    expect(saved).toMatchObject({ name: 'Verdure', version: category.version + 1 });
    expect(await englishName('menuClassifier', category.menuClassifierId)).toBe('Vegetables');

    const refused = await call('PUT', `/classifiers/${category.menuClassifierId}`, {
      ...input('Ortaggi'),
      version: saved.version,
      nameTranslations: [{ languageId: UNKNOWN_LANGUAGE, name: 'Gemüse' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('UNKNOWN_REFERENCE');
    const after = ((await call('GET', '/menus/1/classifiers')).json() as AdminMenuClassifier[]).find(
      (c) => c.menuClassifierId === category.menuClassifierId,
    );
    expect(after).toMatchObject({ name: 'Verdure', version: saved.version });
    expect(await englishName('menuClassifier', category.menuClassifierId)).toBe('Vegetables');
  });
});
