import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  // Intl's Italian euro format is the reference (formatMoney does without Intl).
  const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

  it('writes what Intl writes for prices, totals, refunds and their roundings', () => {
    const amounts = [
      0, -0, 0.5, 1, 1.005, 1.115, 0.125, 2.675, 9.99, 12.5, 16.5, 999.999, 1234.5, 9999.99, 12345, 123456.78,
      1234567.891, -3.2, -12345.6, 0.001, -0.001,
    ];
    for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100, -cents / 100, cents / 1000);
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
  });

  it('reads as Italian euros', () => {
    expect(formatMoney(12.5)).toBe('12,50\u00a0€');
    expect(formatMoney(12345)).toBe('12.345,00\u00a0€');
  });
});
