// A live stream opened with a ticket: EventSource cannot send the caller's header (a diner's
// Bearer session, a tab participant's token), so a ticket is asked for with it and the stream
// opened with the ticket in the query. EventSource reconnects by itself and sends
// Last-Event-ID, so the server catches up what was missed. A refused stream (ticket expired,
// server gone) asks for a new ticket a few times, resuming after the last event; `live` is
// false meanwhile, so callers can poll.
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { apiUrl } from './api-client';

export interface TicketedStream<T> {
  /** The stream's API path, e.g. 'order/orderEvents'. */
  path: string;
  /** The SSE event names whose messages carry `{ subject, data }`. */
  events: readonly string[];
  /** What one message's `data` is; a message that does not match is ignored. */
  data: z.ZodType<T>;
  /** Asks for a ticket (the caller's credentials travel with this request). */
  ticket: () => Promise<string>;
  onData: (data: T) => void;
  /** Runs at every (re)connection: what changed before the stream started is read again. */
  onOpen: () => void;
  reopenAttempts: number;
  reopenDelayMs: number;
}

/**
 * Opens the stream while `key` is not null (a new key opens a new stream) and returns whether
 * it is connected.
 */
export function useTicketedStream<T>(key: string | null, stream: TicketedStream<T>): boolean {
  const [live, setLive] = useState(false);
  const current = useRef(stream);
  current.current = stream;

  useEffect(() => {
    if (key === null || typeof EventSource === 'undefined') return;
    const { path, events, reopenAttempts, reopenDelayMs } = current.current;
    const messageSchema = z.object({ subject: z.string(), data: current.current.data.nullable() });
    let source: EventSource | null = null;
    let stopped = false;
    let lastEventId: string | null = null;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      if (stopped || attempts++ >= reopenAttempts) return;
      timer = setTimeout(() => void open(), reopenDelayMs * attempts);
    };
    const onMessage = (event: MessageEvent<string>) => {
      lastEventId = event.lastEventId || lastEventId;
      const parsed = messageSchema.safeParse(safeJson(event.data));
      if (parsed.success && parsed.data.data != null) current.current.onData(parsed.data.data);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = await current.current.ticket();
      } catch {
        return retryLater();
      }
      if (stopped) return;
      const opened = new EventSource(apiUrl(path, { ticket, lastEventId }));
      source = opened;
      opened.onopen = () => {
        attempts = 0;
        setLive(true);
        current.current.onOpen();
      };
      for (const name of events) opened.addEventListener(name, onMessage);
      opened.onerror = () => {
        setLive(false);
        // Closed for good (refused): ask for a new ticket; otherwise EventSource reconnects itself.
        if (opened.readyState === EventSource.CLOSED) {
          opened.close();
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
  }, [key]);

  return live;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
