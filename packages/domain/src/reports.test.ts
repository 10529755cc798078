import { describe, expect, it } from 'vitest';
import { changeFrom, rankSellers, reportDays, reportPaymentMethod, reportQuerySchema } from './reports';

const days = (q: object, today = '2026-11-18') => reportDays(reportQuerySchema.parse(q), today);

describe('reportDays', () => {
  it('gives the week from Monday with the week before, by default this week', () => {
    expect(days({})).toEqual({
      period: 'week',
      first: '2026-11-16',
      last: '2026-11-22',
      previousFirst: '2026-11-09',
      previousLast: '2026-11-15',
    });
    expect(days({ period: 'week', date: '2026-11-22' }).first).toBe('2026-11-16');
  });
  it('compares a month with the whole month before, across a year', () => {
    expect(days({ period: 'month', date: '2026-03-31' })).toMatchObject({
      first: '2026-03-01',
      last: '2026-03-31',
      previousFirst: '2026-02-01',
      previousLast: '2026-02-28',
    });
    expect(days({ period: 'month', date: '2026-01-10' })).toMatchObject({
      previousFirst: '2025-12-01',
      previousLast: '2025-12-31',
    });
  });
  it('compares a day with the day before and a range with as many days just before it', () => {
    expect(days({ period: 'day', date: '2026-03-01' })).toMatchObject({
      first: '2026-03-01',
      previousFirst: '2026-02-28',
      previousLast: '2026-02-28',
    });
    expect(days({ period: 'range', from: '2026-11-10', to: '2026-11-12' })).toMatchObject({
      previousFirst: '2026-11-07',
      previousLast: '2026-11-09',
    });
  });
  it('refuses a range without an end, upside down or longer than a year', () => {
    expect(reportQuerySchema.safeParse({ period: 'range', from: '2026-11-10' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ period: 'range', from: '2026-11-10', to: '2026-11-09' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ period: 'range', from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ period: 'range', from: '2025-01-01', to: '2025-12-31' }).success).toBe(true);
  });
});

describe('helpers', () => {
  it('ranks sellers both ways, ties by name', () => {
    const rows = [
      { id: 1, name: 'B', quantity: 2, amountCents: 100 },
      { id: 2, name: 'A', quantity: 2, amountCents: 900 },
      { id: 3, name: 'C', quantity: 9, amountCents: 50 },
    ];
    const r = rankSellers(rows, 2);
    expect(r.bestByQuantity.map((s) => s.name)).toEqual(['C', 'A']);
    expect(r.worstByQuantity.map((s) => s.name)).toEqual(['A', 'B']);
    expect(r.bestByTakings.map((s) => s.name)).toEqual(['A', 'B']);
    expect(r.worstByTakings.map((s) => s.name)).toEqual(['C', 'B']);
  });
  it('names payment methods and changes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, null].map(reportPaymentMethod)).toEqual([
      'cash',
      'card',
      'paypal',
      'satispay',
      'sumup',
      'stripe',
      'nexi',
      'none',
    ]);
    expect(changeFrom(0, 5)).toBeNull();
    expect(changeFrom(200, 250)).toBe(0.25);
  });
});
