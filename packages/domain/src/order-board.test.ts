// The service day of the order board (issue #11): a kitchen open past midnight keeps its late
// orders on the board of the evening they belong to.
import { describe, expect, it } from 'vitest';
import { serviceDayOf } from './order-board';

describe('serviceDayOf', () => {
  it('counts the small hours as the evening before, until 05:00', () => {
    expect(serviceDayOf('2026-11-23T23:59')).toBe('2026-11-23');
    expect(serviceDayOf('2026-11-24T00:30')).toBe('2026-11-23');
    expect(serviceDayOf('2026-11-24T04:59:59')).toBe('2026-11-23');
    expect(serviceDayOf('2026-11-24T05:00')).toBe('2026-11-24');
  });

  it('steps back across months and years', () => {
    expect(serviceDayOf('2027-01-01T01:00')).toBe('2026-12-31');
    expect(serviceDayOf('2028-03-01T02:00')).toBe('2028-02-29');
  });
});
