import { describe, expect, it } from 'vitest';
import { isLocalHost, mailLinkLanguagePrefix, mailLinkPath } from './mail-links';

describe('the language prefix of e-mail links (spec 001 §2, 000 §7)', () => {
  it('knows the local hosts', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLocalHost(host), host).toBe(true);
    for (const host of ['ordini.example.it', 'localhost.example.it', '10.0.0.1', '128.0.0.1'])
      expect(isLocalHost(host), host).toBe(false);
  });

  it('prefixes the language on a real host only', () => {
    expect(mailLinkLanguagePrefix('https://ordini.example.it', 'en')).toBe('/en');
    expect(mailLinkLanguagePrefix('https://ordini.example.it', 'it')).toBe('/it');
    expect(mailLinkLanguagePrefix('https://ordini.example.it', null)).toBe('');
    expect(mailLinkLanguagePrefix('https://ordini.example.it', 'en-GB')).toBe('');
    expect(mailLinkLanguagePrefix('http://localhost:3000', 'en')).toBe('');
    expect(mailLinkLanguagePrefix('http://127.0.0.1:8080', 'en')).toBe('');
  });

  it('takes the prefix off a local link and leaves real hosts alone', () => {
    expect(mailLinkPath('http://localhost:3000', '/en/order-confirmed/1/2/x')).toBe('/order-confirmed/1/2/x');
    expect(mailLinkPath('http://localhost:3000', '/order-confirmed/1/2/x')).toBe('/order-confirmed/1/2/x');
    expect(mailLinkPath('https://ordini.example.it', '/en/order-confirmed/1/2/x')).toBe('/en/order-confirmed/1/2/x');
  });
});
