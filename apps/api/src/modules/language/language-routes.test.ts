import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('language calls', () => {
  it("lists the session company's languages, Italian first", async () => {
    const { token } = await authenticate(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/language/getCompanyLanguages',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { languageCode: string }) => l.languageCode)).toEqual(['it', 'en']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/language/getCompanyLanguages' });
    expect(res.statusCode).toBe(401);
  });

  it('finds a language by locale, and 404s an unknown one', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/language/getLanguageByLocale?locale=en-GB' });
    expect(en.json().languageCode).toBe('en');
    const xx = await t.app.inject({ method: 'GET', url: '/api/language/getLanguageByLocale?locale=xx' });
    expect(xx.statusCode).toBe(404);
  });
});
