import { describe, expect, it } from 'vitest';
import { boundedText, isPlainText, plainText } from './primitives';

describe('plain text', () => {
  it('refuses control characters and lone surrogates, keeps whole characters of any plane', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      '\u007f',
      '\ud800',
      'a\ud800b',
      '\udc00',
      'x\udc00\ud800y',
      'fine\ud83c',
    ]) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Pizza', 'riga\nriga\ttab\r', 'Piccante 🌶️', '🍕🍕', 'Caffè – “buono”']) {
      expect(isPlainText(good), good).toBe(true);
    }
    expect(plainText().safeParse('\ud800').success).toBe(false);
  });

  it('boundedText trims, bounds and refuses what cannot be stored', () => {
    const reason = boundedText(5);
    expect(reason.parse('  ciao  ')).toBe('ciao');
    expect(reason.safeParse('troppo lungo').error?.issues[0].message).toBe('maxLength:5');
    expect(reason.safeParse('a\u0000b').error?.issues[0].message).toBe('invalidCharacters');
    expect(reason.safeParse('a\udfffb').error?.issues[0].message).toBe('invalidCharacters');
  });
});
