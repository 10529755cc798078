import { describe, expect, it } from 'vitest';
import { languageFromPath, pathBelowLanguage } from './app-page';

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

describe('pathBelowLanguage', () => {
  it("is the app's route below the language prefix, '/' for the prefix alone", () => {
    expect(pathBelowLanguage('/en/main/menu')).toBe('/main/menu');
    expect(pathBelowLanguage('/en/')).toBe('/');
    expect(pathBelowLanguage('/en')).toBe('/');
    expect(pathBelowLanguage('/')).toBe('/');
    expect(pathBelowLanguage('/staff/venues')).toBe('/staff/venues');
    expect(pathBelowLanguage('/home')).toBe('/home');
  });
});
