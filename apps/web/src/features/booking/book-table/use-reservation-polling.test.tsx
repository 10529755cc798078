import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook as renderPlainHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { jsonResponse, makeSettings } from '../../../test/fixtures';
import { createQueryClient } from '../../../app/providers';
import { loader } from '../../../lib/loader';
import { useReservationPolling } from './use-reservation-polling';

// The polling runs on TanStack Query: the hook needs a query client.
function renderHook<P, R>(hook: (props: P) => R, options: { initialProps?: P } = {}) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderPlainHook(hook, { ...options, wrapper });
}

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
    // The first poll at once, then one every 3 s, and no loader flash.
    const loading: boolean[] = [];
    const unsubscribe = loader.subscribe(() => loading.push(loader.get().loading));
    renderHook(() => useReservationPolling(URL_STATUS, 'AB12CD34', handlers));
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(polls).toBe(3);
    unsubscribe();
    expect(loading).not.toContain(true);
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
    const { rerender } = renderHook(({ id }) => useReservationPolling(URL_STATUS, id, handlers), {
      initialProps: { id: 'AB12CD34' as string | null },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(polls).toBe(2);
    rerender({ id: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(2);
  });
});
