import { describe, expect, it } from 'vitest';
import { languageFromPath } from './i18n';

describe('languageFromPath', () => {
  it('reads a two-letter first path segment', () => {
    expect(languageFromPath('/en/')).toBe('en');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/de/home')).toBe('de');
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/home')).toBeNull();
    expect(languageFromPath('/start-error/1')).toBeNull();
  });
});
