// The brand colour rules: the shape '#rrggbb' and white text readable on it (WCAG AA).
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  hexColour,
  isReadableUnderWhiteText,
  optionalBrandColour,
  PRODUCT_BRAND_COLOUR,
  whiteTextContrast,
} from './brand-colour';

describe('brand colour', () => {
  it('reads #rrggbb in any case, and nothing else', () => {
    expect(hexColour(' #1D4E89 ')).toBe('#1d4e89');
    for (const bad of ['#fff', '1d4e89', '#1d4e8', '#1d4e89ff', 'red', '#gg0000']) expect(hexColour(bad)).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(whiteTextContrast('#767676')).toBe(4.54);
    expect(isReadableUnderWhiteText('#767676')).toBe(true);
    expect(isReadableUnderWhiteText('#777777')).toBe(false);
    expect(isReadableUnderWhiteText(PRODUCT_BRAND_COLOUR)).toBe(true);
  });

  it('the schema keeps a readable colour, reads empty as none and refuses a light one', () => {
    const schema = optionalBrandColour();
    expect(schema.parse('#1D4E89')).toBe('#1d4e89');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.safeParse('#ffd700').error?.issues[0].message).toBe('brandColourContrast');
    expect(schema.safeParse('gold').error?.issues[0].message).toBe('hexColour');
  });
});
