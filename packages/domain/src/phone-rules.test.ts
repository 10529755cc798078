import { describe, expect, it } from 'vitest';
import { normalisePhone, parsePhone } from './phone-rules';

describe('normalisePhone', () => {
  it('turns a leading 00 into +', () => {
    expect(normalisePhone('0039 333 1234567')).toBe('+393331234567');
    expect(normalisePhone('0041791234567')).toBe('+41791234567');
  });

  it('adds +39 when the prefix is missing', () => {
    expect(normalisePhone('333 123 4567')).toBe('+393331234567');
    expect(normalisePhone('06 1234567')).toBe('+39061234567');
  });

  it('keeps a number that already has +', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('strips spaces and common separators', () => {
    expect(normalisePhone(' 333-123.45/67 ')).toBe('+393331234567');
    expect(normalisePhone('(+39) 333 1234567')).toBe('+393331234567');
  });

  it('leaves an empty number empty', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('   ')).toBe('');
  });
});

describe('parsePhone (libphonenumber-js, #8 hole 9)', () => {
  it('normalises valid numbers to E.164, Italian by default', () => {
    expect(parsePhone('333 123 4567')).toBe('+393331234567');
    expect(parsePhone('+39 02 1234 5678')).toBe('+390212345678');
    expect(parsePhone('0039 333-123.4567')).toBe('+393331234567');
    expect(parsePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a phone number', () => {
    for (const bad of ['', '1', '333', 'abc', '+39 02 555', '+39 333 1234567 999999', '+999 123456']) {
      expect(parsePhone(bad), bad).toBeNull();
    }
  });
});
