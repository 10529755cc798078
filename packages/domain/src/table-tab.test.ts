import { describe, expect, it } from 'vitest';
import {
  cartTotalCents,
  joinTableTabRequestSchema,
  participantNameSchema,
  tabHasRoom,
  tableTabTotalCents,
} from './table-tab';

describe('the shared tab’s rules', () => {
  it('totals the rounds that count: rejected, cancelled and expired rounds are left out', () => {
    expect(
      tableTabTotalCents([
        { state: 'new', totalAmountCents: 1200 },
        { state: 'delivered', totalAmountCents: 800 },
        { state: 'rejected', totalAmountCents: 5000 },
        { state: 'cancelled', totalAmountCents: 700 },
        { state: 'expired', totalAmountCents: 300 },
      ]),
    ).toBe(2000);
    expect(tableTabTotalCents([])).toBe(0);
    expect(cartTotalCents([{ totalCents: 250 }, { totalCents: 900 }])).toBe(1150);
  });

  it('counts only participants not removed against the limit', () => {
    expect(tabHasRoom([{ removed: false }, { removed: true }], 2)).toBe(true);
    expect(tabHasRoom([{ removed: false }, { removed: false }], 2)).toBe(false);
  });

  it('takes a name typed once, trimmed, not blank and not too long', () => {
    expect(participantNameSchema().parse('  Anna ')).toBe('Anna');
    expect(participantNameSchema().safeParse('   ').success).toBe(false);
    expect(participantNameSchema().safeParse('x'.repeat(41)).success).toBe(false);
    expect(joinTableTabRequestSchema.safeParse({ seatWebId: 1, tableNumber: 0, displayName: 'Anna' }).success).toBe(
      false,
    );
  });
});
