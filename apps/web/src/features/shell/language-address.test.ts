// Spec 001 §2: the language change's address, on the home page and in the middle of an order.
import { describe, expect, it } from 'vitest';
import { languageAddress } from './language-address';

const at = (pathname: string, search = '', fixedSeatWebId: number | null = null) => ({
  pathname,
  search,
  companyUrlName: 'demo',
  fixedSeatWebId,
});

describe('languageAddress', () => {
  it("is the spec's /{code}/?company=... on the home page", () => {
    expect(languageAddress('en', at('/', '?company=demo&menuWebId=3'))).toBe('/en/?company=demo');
    expect(languageAddress('it', at('/home'))).toBe('/it/?company=demo');
  });

  it('carries a venue the address fixed, and only that one', () => {
    expect(languageAddress('en', at('/', '?company=demo&seatWebId=2', 2))).toBe('/en/?company=demo&seatWebId=2');
    expect(languageAddress('en', at('/', '?company=demo&seatWebId=2', null))).toBe('/en/?company=demo');
  });

  it('keeps the page and its query in the middle of an order', () => {
    expect(languageAddress('en', at('/main/menu', '?company=demo&menuWebId=3'))).toBe(
      '/en/main/menu?company=demo&menuWebId=3',
    );
    expect(languageAddress('it', at('/main/day-selection', ''))).toBe('/it/main/day-selection?company=demo');
    expect(languageAddress('en', at('/main/book-table', '?company=other', 4))).toBe(
      '/en/main/book-table?company=demo&seatWebId=4',
    );
  });
});
