// Brand and legal: the rules of the owner's form, the same in the browser and the API.
import { describe, expect, it } from 'vitest';
import { companySettingsInputSchema, httpsOrigin, isValidPartitaIva, normalisePartitaIva } from './company-settings';

const valid = {
  tradeName: 'Trattoria Da Mario',
  languageIds: [1, 2],
  allowedOrigins: [],
};

const issues = (input: unknown) => {
  const result = companySettingsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}=${i.message}`);
};

describe('partita IVA', () => {
  it('accepts a right check digit and refuses a wrong one', () => {
    expect(isValidPartitaIva('01234567897')).toBe(true);
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('01234567890')).toBe(false);
    expect(isValidPartitaIva('0123456789')).toBe(false);
    expect(isValidPartitaIva('0123456789A')).toBe(false);
  });
  it('is stored as 11 digits, whatever the way it was written', () => {
    expect(normalisePartitaIva('IT 01234 567 897')).toBe('01234567897');
    expect(companySettingsInputSchema.parse({ ...valid, vatNumber: 'it01234567897' }).vatNumber).toBe('01234567897');
    expect(companySettingsInputSchema.parse({ ...valid, vatNumber: '' }).vatNumber).toBeNull();
    expect(issues({ ...valid, vatNumber: '01234567890' })).toEqual(['vatNumber=vatNumber']);
  });
});

describe('allowed origins', () => {
  it('keeps https origins only, as URL.origin', () => {
    expect(httpsOrigin('https://Ordini.Trattoria.it/')).toBe('https://ordini.trattoria.it');
    expect(httpsOrigin('https://ordini.trattoria.it:8443')).toBe('https://ordini.trattoria.it:8443');
    for (const bad of [
      'http://ordini.trattoria.it',
      'https://ordini.trattoria.it/menu',
      'https://u:p@ordini.trattoria.it',
      'javascript:alert(1)',
      'ordini.trattoria.it',
      'https://intranet',
    ]) {
      expect(httpsOrigin(bad), bad).toBeNull();
    }
    expect(issues({ ...valid, allowedOrigins: ['http://x.it'] })).toEqual(['allowedOrigins.0=httpsOrigin']);
    expect(issues({ ...valid, allowedOrigins: ['https://a.it', 'https://a.it/'] })).toEqual([
      'allowedOrigins=duplicate',
    ]);
  });
});

describe('the rest of the form', () => {
  it('needs a trade name and a language, keeps the limits and normalises the booking numbers', () => {
    expect(issues({ ...valid, tradeName: ' ', languageIds: [] }).sort()).toEqual([
      'languageIds=languageRequired',
      'tradeName=required',
    ]);
    expect(issues({ ...valid, slogan: 'x'.repeat(151) })).toEqual(['slogan=maxLength:150']);
    expect(issues({ ...valid, languageIds: [1, 1] })).toEqual(['languageIds=duplicate']);
    expect(issues({ ...valid, telegramBot: 'mario' })).toEqual(['telegramBot=telegramBot']);
    const parsed = companySettingsInputSchema.parse({
      ...valid,
      whatsAppNumber: '333 123 4567',
      smsNumber: '',
      telegramBot: '@TrattoriaBot',
      slogan: '',
    });
    expect(parsed).toMatchObject({
      whatsAppNumber: '+393331234567',
      smsNumber: null,
      telegramBot: 'TrattoriaBot',
      slogan: null,
    });
  });
});
