// "Non arrivati" on the booking board: only from the booking's time on, on the venue's clock.
import { describe, expect, it } from 'vitest';
import { noShowAllowed } from './order-board';

describe('noShowAllowed', () => {
  const booking = { day: '2025-06-11', time: '13:30' };
  it('refuses before the booking time, the same day or the day before', () => {
    expect(noShowAllowed(booking, { date: '2025-06-11', time: '10:30' })).toBe(false);
    expect(noShowAllowed(booking, { date: '2025-06-11', time: '13:29' })).toBe(false);
    expect(noShowAllowed(booking, { date: '2025-06-10', time: '23:59' })).toBe(false);
  });
  it('allows from the booking time on, and on any later day', () => {
    expect(noShowAllowed(booking, { date: '2025-06-11', time: '13:30' })).toBe(true);
    expect(noShowAllowed(booking, { date: '2025-06-11', time: '22:00' })).toBe(true);
    expect(noShowAllowed(booking, { date: '2025-06-12', time: '00:10' })).toBe(true);
  });
});
