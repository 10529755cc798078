// The calls of the shared tab (docs/table-tab.md), each with its zod schema from the domain.
// The phone is known by its participant token, kept in local storage like the diner's
// session token and sent in the X-Table-Tab-Token header; a 401 here means "no longer in the
// tab", never "reload the app", so those calls opt out of the client's reload.
import {
  joinTableTabResponseSchema,
  myTableTabSchema,
  sendRoundResponseSchema,
  TABLE_TAB_TOKEN_HEADER,
  tableTabMenuSchema,
  tableTabTableInfoSchema,
  tableTabViewSchema,
  type AddTableTabCartLineRequest,
  type JoinTableTabRequest,
} from '@tavola/domain/table-tab';
import { apiRequest } from '../../../lib/api-client';

/** The key the split-bill panel reads too (split-bill/participant-token.ts). */
export const PARTICIPANT_TOKEN_STORAGE_KEY = 'tavola.tableTab.participantToken';

export const participantToken = {
  read(): string | null {
    try {
      return window.localStorage.getItem(PARTICIPANT_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token: string) {
    try {
      window.localStorage.setItem(PARTICIPANT_TOKEN_STORAGE_KEY, token);
    } catch {
      // Private mode without storage: the tab lives as long as the page.
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(PARTICIPANT_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

const as = (token: string) => ({ extraHeaders: { [TABLE_TAB_TOKEN_HEADER]: token }, reloadOnUnauthorized: false });

export const tableTabApi = {
  table: (seatWebId: number, tableNumber: number) =>
    apiRequest('tableTab/table', {
      query: { seatWebId, tableNumber },
      schema: tableTabTableInfoSchema,
      reloadOnUnauthorized: false,
    }),
  join: (body: JoinTableTabRequest) =>
    apiRequest('tableTab/join', {
      method: 'POST',
      body,
      schema: joinTableTabResponseSchema,
      reloadOnUnauthorized: false,
    }),
  current: (token: string) =>
    apiRequest('tableTab/current', { schema: myTableTabSchema, background: true, ...as(token) }),
  menu: (token: string) => apiRequest('tableTab/menu', { schema: tableTabMenuSchema, ...as(token) }),
  addLine: (token: string, body: AddTableTabCartLineRequest) =>
    apiRequest('tableTab/cartLines', { method: 'POST', body, schema: tableTabViewSchema, ...as(token) }),
  removeLine: (token: string, cartLineId: number) =>
    apiRequest(`tableTab/cartLines/${cartLineId}`, { method: 'DELETE', schema: tableTabViewSchema, ...as(token) }),
  sendRound: (token: string) =>
    apiRequest('tableTab/rounds', { method: 'POST', schema: sendRoundResponseSchema, ...as(token) }),
  eventsTicket: (token: string) =>
    apiRequest<{ ticket: string; expiresAt: string }>('tableTab/eventsTicket', { background: true, ...as(token) }),
};
