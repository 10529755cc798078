import { describe, expect, it } from 'vitest';
import { centsOfTypedEuros, fromCents, sumEuros, toCents } from './money';

describe('money', () => {
  it('converts euros to cents as written, despite binary floats', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0)).toBe(0);
  });

  it('sums without drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros([])).toBe(0);
    expect(fromCents(705)).toBe(7.05);
  });
});

describe('an amount typed in euros', () => {
  it('reads euros with a comma or a point, to the cent', () => {
    expect(centsOfTypedEuros('12,50')).toBe(1250);
    expect(centsOfTypedEuros('12.5')).toBe(1250);
    expect(centsOfTypedEuros(' 7 ')).toBe(700);
    expect(centsOfTypedEuros('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,234', '-5', '1.2.3', '12,5€']) expect(centsOfTypedEuros(bad)).toBeNull();
  });
});
