// The missing-key check of all the app's copy: the diners' translation and every staff
// feature's namespace have, in Italian and in English, the same keys with the same
// interpolation variables ({{name}}), so no screen shows a raw key or an unfilled blank.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

// Every staff feature registers its namespace when its copy module loads.
const staffCopies = import.meta.glob('../features/**/*-copy.ts');

type Copy = { [key: string]: unknown };

/** Each leaf key of a copy ("fields.name") with the interpolation variables of its text. */
function leaves(copy: Copy, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(copy)) {
    const path = prefix + key;
    if (typeof value === 'string') {
      const variables = [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!);
      found.set(path, [...new Set(variables)].sort());
    } else if (value && typeof value === 'object') {
      for (const [leaf, variables] of leaves(value as Copy, `${path}.`)) found.set(leaf, variables);
    } else {
      found.set(path, [`(not a text: ${typeof value})`]);
    }
  }
  return found;
}

beforeAll(async () => {
  await Promise.all(Object.values(staffCopies).map((load) => load()));
  await i18n.loadLanguages('en');
});

describe('copy in Italian and English', () => {
  it('finds the staff namespaces', () => {
    expect(Object.keys(staffCopies).length).toBeGreaterThan(0);
  });

  it('has the same namespaces in both languages', () => {
    const namespaces = (language: string) => Object.keys(i18n.store.data[language] ?? {}).sort();
    expect(namespaces('en')).toEqual(namespaces('it'));
    expect(namespaces('it')).toContain('translation');
  });

  it('every namespace has the same keys and variables', () => {
    for (const namespace of Object.keys(i18n.store.data.it ?? {})) {
      const it = leaves(i18n.getResourceBundle('it', namespace) as Copy);
      const en = leaves(i18n.getResourceBundle('en', namespace) as Copy);
      expect([...en.keys()].sort(), `keys of "${namespace}"`).toEqual([...it.keys()].sort());
      for (const [key, variables] of it) expect(en.get(key), `variables of ${namespace}:${key}`).toEqual(variables);
    }
  });
});
