import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { jsonResponse, makeSettings } from '../../../test/fixtures';
import { useReservationPolling } from './use-reservation-polling';

const URL_STATUS = 'http://localhost:3000/booking/GetStatoPrenotazione';
let verifiedAfter: number;
let polls: number;

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient(makeSettings());
  polls = 0;
  verifiedAfter = Infinity;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      polls++;
      return jsonResponse({ arrv: 'x', conf: 'y', verf: polls >= verifiedAfter ? 'z' : null, err: null });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for the confirmation', () => {
  it('polls every 3 s until verified', async () => {
    verifiedAfter = 3;
    const handlers = { onVerified: vi.fn(), onGiveUp: vi.fn() };
    renderHook(() => useReservationPolling(URL_STATUS, 'AB12CD34', handlers));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(polls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(polls).toBe(3);
    expect(handlers.onVerified).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(3);
  });

  it('gives up after 100 attempts', async () => {
    const handlers = { onVerified: vi.fn(), onGiveUp: vi.fn() };
    renderHook(() => useReservationPolling(URL_STATUS, 'AB12CD34', handlers));
    await vi.advanceTimersByTimeAsync(3_000 * 100);
    expect(polls).toBe(100);
    expect(handlers.onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(100);
    expect(handlers.onVerified).not.toHaveBeenCalled();
  });

  it('stops when cancelled (no reservation id any more)', async () => {
    const handlers = { onVerified: vi.fn(), onGiveUp: vi.fn() };
    const { rerender } = renderHook(({ id }) => useReservationPolling(URL_STATUS, id, handlers), { initialProps: { id: 'AB12CD34' as string | null } });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(polls).toBe(2);
    rerender({ id: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(2);
  });
});
