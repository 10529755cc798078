// The tab's live stream: tableTab/events, opened with a ticket asked for with the participant
// token (lib/ticketed-event-stream.ts). Each message carries the whole tab, so the page replaces
// its view with it; `onOpen` reads the tab again at every (re)connection.
import { tableTabViewSchema, type TableTabView } from '@tavola/domain/table-tab';
import { useTicketedStream } from '../../lib/ticketed-event-stream';
import { tableTabApi } from './api/table-tab-api';

export function useTabStream(token: string | null, onTab: (tab: TableTabView) => void, onOpen: () => void): boolean {
  return useTicketedStream(token, {
    path: 'tableTab/events',
    events: ['tab', 'order'],
    data: tableTabViewSchema,
    ticket: async () => (await tableTabApi.eventsTicket(token ?? '')).ticket,
    onData: onTab,
    onOpen,
    reopenAttempts: 5,
    reopenDelayMs: 2000,
  });
}
