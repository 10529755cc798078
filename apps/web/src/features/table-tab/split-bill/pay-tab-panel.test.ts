import { describe, expect, it } from 'vitest';
import { centsOfTyped } from './pay-tab-panel';

describe('an amount typed by the diner', () => {
  it('reads euros with a comma or a point, to the cent', () => {
    expect(centsOfTyped('12,50')).toBe(1250);
    expect(centsOfTyped('12.5')).toBe(1250);
    expect(centsOfTyped(' 7 ')).toBe(700);
    expect(centsOfTyped('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,234', '-5', '1.2.3', '12,5€']) expect(centsOfTyped(bad)).toBeNull();
  });
});
