// The notification service of spec 001 §8 receives the errors no screen
// shows, through the query client made by createQueryClient.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { DANGER_TIMEOUT_MS, notifications } from '../lib/notifications';
import { createQueryClient } from './providers';

beforeEach(() => notifications.clear());
afterEach(() => vi.useRealTimers());

const failingMutation = (
  client: ReturnType<typeof createQueryClient>,
  error: unknown,
  meta?: { errorInline?: boolean },
) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), meta })
    .execute(undefined)
    .catch(() => {});

describe('query client errors → notifications (spec 001 §8)', () => {
  it("shows the server's text for a non-500 error under the generic header", async () => {
    await failingMutation(createQueryClient(), new ApiError(400, "L'ordine non è valido."));
    expect(notifications.get()).toMatchObject([
      { variant: 'danger', header: 'Si è verificato un problema', message: "L'ordine non è valido." },
    ]);
  });

  it('shows the generic text for a 500 or an unexpected error', async () => {
    const client = createQueryClient();
    await failingMutation(client, new ApiError(500, 'stack trace'));
    await failingMutation(client, new TypeError('Failed to fetch'));
    expect(notifications.get().map((n) => n.message)).toEqual([
      "Riprova. Se il problema persiste contatta l'amministratore.",
      "Riprova. Se il problema persiste contatta l'amministratore.",
    ]);
  });

  it('keeps at most 3 and drops danger messages after 15 s', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    for (const n of [1, 2, 3, 4]) await failingMutation(client, new ApiError(400, `errore ${n}`));
    expect(notifications.get().map((n) => n.message)).toEqual(['errore 2', 'errore 3', 'errore 4']);
    vi.advanceTimersByTime(DANGER_TIMEOUT_MS);
    expect(notifications.get()).toEqual([]);
  });

  it('leaves errors a screen shows itself: inline mutations and first loads of queries', async () => {
    const client = createQueryClient();
    await failingMutation(client, new ApiError(400, 'mostrato dal modulo'), { errorInline: true });
    await client
      .fetchQuery({ queryKey: ['first'], queryFn: () => Promise.reject(new ApiError(404, 'no')), retry: false })
      .catch(() => {});
    expect(notifications.get()).toEqual([]);
  });

  it('notifies a failed background refetch of data already shown', async () => {
    const client = createQueryClient();
    client.setQueryData(['menu'], { ok: true });
    await client
      .fetchQuery({
        queryKey: ['menu'],
        queryFn: () => Promise.reject(new ApiError(409, 'Il menù è cambiato')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => {});
    expect(notifications.get().map((n) => n.message)).toEqual(['Il menù è cambiato']);
  });
});
