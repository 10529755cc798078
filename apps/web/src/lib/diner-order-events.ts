// The diner's live order stream: order/orderEvents, opened with a ticket from
// order/getOrderEventsTicket because EventSource cannot send the Bearer header. When the stream
// cannot be opened or is refused (no EventSource, ticket expired, server gone), `live` is false
// and the screens keep polling, as they did before.
import { z } from 'zod';
import { orderProgressViewSchema, type OrderProgressView } from '@tavola/domain/order-state';
import { apiRequest } from './api-client';
import { useTicketedStream } from './ticketed-event-stream';

const ticketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });

async function orderEventsTicket(): Promise<string> {
  const { ticket } = await apiRequest('order/getOrderEventsTicket', {
    schema: ticketSchema,
    background: true,
    reloadOnUnauthorized: false,
  });
  return ticket;
}

/**
 * Opens the stream while `enabled` and calls `onOrder` with each order's current progress.
 * `onOpen` runs at every (re)connection: what changed before the stream started is read again.
 * Returns whether the stream is connected (callers poll while it is not).
 */
export function useDinerOrderEvents(
  enabled: boolean,
  onOrder: (progress: OrderProgressView) => void,
  onOpen: () => void,
): boolean {
  return useTicketedStream(enabled ? 'diner' : null, {
    path: 'order/orderEvents',
    events: ['order'],
    data: orderProgressViewSchema,
    ticket: orderEventsTicket,
    onData: onOrder,
    onOpen,
    // Attempts at a new ticket after the stream was refused, before staying on polling.
    reopenAttempts: 3,
    reopenDelayMs: 5000,
  });
}
