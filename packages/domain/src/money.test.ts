import { describe, expect, it } from 'vitest';
import { fromCents, sumEuros, toCents } from './money';

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
