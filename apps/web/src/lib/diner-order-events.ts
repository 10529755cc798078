// The diner's live order stream (issue #11 "the diner sees it live"): one EventSource on
// order/orderEvents, opened with a ticket from order/getOrderEventsTicket because EventSource
// cannot send the Bearer header. EventSource reconnects by itself and sends Last-Event-ID, so
// the server catches up what was missed. When the stream cannot be opened or is refused
// (no EventSource, ticket expired, server gone), `live` is false and the screens keep polling,
// as they did before; a new ticket is asked for a few times, resuming after the last event.
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { orderProgressViewSchema, type OrderProgressView } from '@tavola/domain/order-state';
import { apiRequest, apiUrl } from './api-client';

const ticketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
const messageSchema = z.object({ subject: z.string(), data: orderProgressViewSchema.nullable() });
/** Attempts at a new ticket after the stream was refused, before staying on polling. */
const REOPEN_ATTEMPTS = 3;
const REOPEN_DELAY_MS = 5000;

/**
 * Opens the stream while `enabled` and calls `onOrder` with each order's current progress.
 * `onOpen` runs at every (re)connection: what changed before the stream started is read again.
 * Returns whether the stream is connected (callers poll while it is not).
 */
export function useDinerOrderEvents(enabled: boolean, onOrder: (progress: OrderProgressView) => void, onOpen: () => void): boolean {
  const [live, setLive] = useState(false);
  const handlers = useRef({ onOrder, onOpen });
  handlers.current = { onOrder, onOpen };

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let lastEventId: string | null = null;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      if (stopped || attempts++ >= REOPEN_ATTEMPTS) return;
      timer = setTimeout(() => void open(), REOPEN_DELAY_MS * attempts);
    };
    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await apiRequest('order/getOrderEventsTicket', { schema: ticketSchema, background: true, reloadOnUnauthorized: false }));
      } catch {
        return retryLater();
      }
      if (stopped) return;
      const stream = new EventSource(apiUrl('order/orderEvents', { ticket, lastEventId }));
      source = stream;
      stream.onopen = () => {
        attempts = 0;
        setLive(true);
        handlers.current.onOpen();
      };
      stream.addEventListener('order', (event) => {
        lastEventId = event.lastEventId || lastEventId;
        const parsed = messageSchema.safeParse(safeJson(event.data));
        if (parsed.success && parsed.data.data) handlers.current.onOrder(parsed.data.data);
      });
      stream.onerror = () => {
        // Reconnecting (EventSource retries by itself) or refused: poll meanwhile.
        setLive(false);
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          source = null;
          retryLater();
        }
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setLive(false);
    };
  }, [enabled]);

  return live;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
