import { describe, expect, it } from 'vitest';
import {
  equalShare,
  ownItemsShare,
  remainingOf,
  shareAmount,
  splitEvenly,
  tabBalance,
  tabShareSchema,
  tipAmount,
  tipSchema,
  type TabLedger,
} from './tab-split';

const ledger = (over: Partial<TabLedger> = {}): TabLedger => ({
  totalCents: 10000,
  lines: [
    { participantId: 1, amountCents: 4000 },
    { participantId: 2, amountCents: 2500 },
    { participantId: 2, amountCents: 1500 },
    { participantId: 3, amountCents: 2000 },
  ],
  claims: [],
  ...over,
});

describe('splitEvenly', () => {
  it('hands out the odd cents to the first shares and sums exactly', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1001, 3)).toEqual([334, 334, 333]);
    expect(splitEvenly(5, 7)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    for (const [total, parts] of [
      [9999, 7],
      [1, 2],
      [123456, 11],
      [0, 4],
    ]) {
      const shares = splitEvenly(total, parts);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
  });
});

describe('tabBalance', () => {
  it('counts succeeded as paid, pending as held, and never leaves less than nothing', () => {
    expect(
      tabBalance(10000, [
        { status: 'succeeded', amountCents: 3000 },
        { status: 'pending', amountCents: 2000 },
        { status: 'failed', amountCents: 9000 },
        { status: 'refunded', amountCents: 9000 },
      ]),
    ).toEqual({ totalCents: 10000, paidCents: 3000, pendingCents: 2000, remainingCents: 5000, settled: false });
    expect(tabBalance(10000, [{ status: 'succeeded', amountCents: 10000 }])).toMatchObject({
      remainingCents: 0,
      settled: true,
    });
    expect(tabBalance(0, [])).toMatchObject({ settled: false, remainingCents: 0 });
  });
});

describe('shares', () => {
  it('everything left is the total less every claim', () => {
    const l = ledger({ claims: [{ participantId: 1, kind: 'amount', parts: null, amountCents: 1234 }] });
    expect(remainingOf(l)).toBe(8766);
    expect(shareAmount(l, 2, { kind: 'rest' })).toEqual({ amountCents: 8766 });
  });

  it("a diner's own items, less what they already pay, never above what is left", () => {
    expect(ownItemsShare(ledger(), 2)).toBe(4000);
    expect(
      ownItemsShare(ledger({ claims: [{ participantId: 2, kind: 'amount', parts: null, amountCents: 1000 }] }), 2),
    ).toBe(3000);
    expect(
      ownItemsShare(ledger({ claims: [{ participantId: 1, kind: 'amount', parts: null, amountCents: 9000 }] }), 2),
    ).toBe(1000);
    expect(shareAmount(ledger(), 9, { kind: 'items' })).toEqual({ refused: 'NOTHING_OF_YOURS' });
  });

  it('N equal shares pay the total exactly, and the N+1th finds nothing', () => {
    let l = ledger({ totalCents: 10000 });
    const paid: number[] = [];
    for (let i = 0; i < 3; i++) {
      const amount = equalShare(l, 3);
      paid.push(amount);
      l = { ...l, claims: [...l.claims, { participantId: i, kind: 'equal', parts: 3, amountCents: amount }] };
    }
    expect(paid).toEqual([3334, 3333, 3333]);
    expect(remainingOf(l)).toBe(0);
    expect(shareAmount(l, 1, { kind: 'equal', parts: 3 })).toEqual({ refused: 'NOTHING_LEFT' });
  });

  it('an equal share is cut to what is left when others paid in other ways', () => {
    const l = ledger({ claims: [{ participantId: 1, kind: 'amount', parts: null, amountCents: 8000 }] });
    expect(equalShare(l, 2)).toBe(2000);
  });

  it('an amount may not exceed what is left', () => {
    const l = ledger({ claims: [{ participantId: 1, kind: 'rest', parts: null, amountCents: 8000 }] });
    expect(shareAmount(l, 2, { kind: 'amount', amountCents: 2000 })).toEqual({ amountCents: 2000 });
    expect(shareAmount(l, 2, { kind: 'amount', amountCents: 2001 })).toEqual({ refused: 'AMOUNT_ABOVE_REMAINING' });
    expect(
      shareAmount(ledger({ claims: [{ participantId: 1, kind: 'rest', parts: null, amountCents: 10000 }] }), 2, {
        kind: 'rest',
      }),
    ).toEqual({
      refused: 'NOTHING_LEFT',
    });
  });
});

describe('tips', () => {
  it('a percentage rounds to the cent, an amount is itself, none is nothing', () => {
    expect(tipAmount(3333, { percent: 10 })).toBe(333);
    expect(tipAmount(1005, { percent: 10 })).toBe(101);
    expect(tipAmount(2000, { cents: 250 })).toBe(250);
    expect(tipAmount(2000, null)).toBe(0);
  });

  it('the schemas refuse what makes no sense', () => {
    expect(tipSchema.safeParse({ percent: 31 }).success).toBe(false);
    expect(tipSchema.safeParse({ cents: -1 }).success).toBe(false);
    expect(tipSchema.safeParse({ percent: 10 }).success).toBe(true);
    expect(tabShareSchema.safeParse({ kind: 'equal', parts: 1 }).success).toBe(false);
    expect(tabShareSchema.safeParse({ kind: 'amount', amountCents: 0 }).success).toBe(false);
    expect(tabShareSchema.safeParse({ kind: 'counter' }).success).toBe(false);
  });
});
