import { describe, expect, it } from 'vitest';
import { OrderStage } from './order-progress';
import { defaultReadyTime, estimateMoment, lateFirst, minutesLate } from './preparation-time';

describe('preparation times', () => {
  it('proposes now plus the default, never before the requested time, across midnight', () => {
    expect(defaultReadyTime(20, '2026-11-21T19:00', null)).toBe('19:20');
    expect(defaultReadyTime(20, '2026-11-21T19:00', '2026-11-21 20:00:00')).toBe('20:00');
    expect(defaultReadyTime(30, '2026-11-21T23:50', null)).toBe('00:20');
    expect(defaultReadyTime(null, '2026-11-21T19:00', null)).toBeNull();
  });

  it('reads an estimate as the occurrence nearest to the acceptance', () => {
    expect(estimateMoment('00:20', '2026-11-21T23:50')).toBe('2026-11-22T00:20');
    expect(estimateMoment('20:00', '2026-11-21T20:05')).toBe('2026-11-21T20:00');
    expect(estimateMoment('23:55', '2026-11-22T00:10')).toBe('2026-11-21T23:55');
  });

  it('counts minutes late from the estimate while preparing, else from the requested time', () => {
    const base = {
      requestedDateTime: '2026-11-21 19:00:00',
      estimatedReadyTime: '19:30',
      acceptedAt: '2026-11-21T17:55:00.000Z',
    };
    expect(minutesLate({ ...base, stage: OrderStage.Accepted }, '2026-11-21T19:35', 'Europe/Rome')).toBe(5);
    expect(minutesLate({ ...base, stage: OrderStage.Accepted }, '2026-11-21T19:30', 'Europe/Rome')).toBe(0);
    expect(minutesLate({ ...base, stage: OrderStage.Ready }, '2026-11-21T19:35', 'Europe/Rome')).toBe(35);
    expect(minutesLate({ ...base, stage: OrderStage.Delivered }, '2026-11-21T19:35', 'Europe/Rome')).toBe(0);
  });

  it('is late while in the restaurant and past the requested minute', () => {
    const requested = { requestedDateTime: '2026-11-20T19:30:00', estimatedReadyTime: null, acceptedAt: null };
    expect(minutesLate({ ...requested, stage: OrderStage.New }, '2026-11-20T19:31', 'Europe/Rome')).toBe(1);
    expect(minutesLate({ ...requested, stage: OrderStage.New }, '2026-11-20T19:30', 'Europe/Rome')).toBe(0);
    expect(minutesLate({ ...requested, stage: OrderStage.Delivered }, '2026-11-20T20:00', 'Europe/Rome')).toBe(0);
    expect(
      minutesLate({ ...requested, requestedDateTime: null, stage: OrderStage.New }, '2026-11-20T20:00', 'Europe/Rome'),
    ).toBe(0);
  });

  it('puts late cards first, the latest first, keeping the rest in order', () => {
    expect(lateFirst(['a', 'b', 'c', 'd'], (c) => ({ a: 0, b: 3, c: 0, d: 9 })[c] ?? 0)).toEqual(['d', 'b', 'a', 'c']);
  });
});
