// The tab's live stream: one EventSource on tableTab/events, opened with a ticket asked for with
// the participant token (EventSource cannot send headers). Each message carries the whole tab,
// so the page replaces its view with it. EventSource reconnects by itself with Last-Event-ID;
// a refused stream (ticket expired, participant removed) asks for a new ticket a few times,
// and `onOpen` reads the tab again at every (re)connection.
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { tableTabViewSchema, type TableTabView } from '@tavola/domain/table-tab';
import { apiUrl } from '../../lib/api-client';
import { tableTabApi } from './api/table-tab-api';

const messageSchema = z.object({ subject: z.string(), data: tableTabViewSchema.nullable() });
const REOPEN_ATTEMPTS = 5;
const REOPEN_DELAY_MS = 2000;

export function useTabStream(token: string | null, onTab: (tab: TableTabView) => void, onOpen: () => void): boolean {
  const [live, setLive] = useState(false);
  const handlers = useRef({ onTab, onOpen });
  handlers.current = { onTab, onOpen };

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let lastEventId: string | null = null;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      if (stopped || attempts++ >= REOPEN_ATTEMPTS) return;
      timer = setTimeout(() => void open(), REOPEN_DELAY_MS * attempts);
    };
    const onMessage = (event: MessageEvent<string>) => {
      lastEventId = event.lastEventId || lastEventId;
      let json: unknown = null;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = messageSchema.safeParse(json);
      if (parsed.success && parsed.data.data) handlers.current.onTab(parsed.data.data);
    };
    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await tableTabApi.eventsTicket(token));
      } catch {
        return retryLater();
      }
      if (stopped) return;
      const stream = new EventSource(apiUrl('tableTab/events', { ticket, lastEventId }));
      source = stream;
      stream.onopen = () => {
        attempts = 0;
        setLive(true);
        handlers.current.onOpen();
      };
      stream.addEventListener('tab', onMessage);
      stream.addEventListener('order', onMessage);
      stream.onerror = () => {
        setLive(false);
        // Closed for good (refused): ask for a new ticket; otherwise EventSource reconnects itself.
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
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
  }, [token]);

  return live;
}
