// /api/staff/venues/{seatWebId}/orders...: the order board's list, live stream,
// actions and the pause of online orders. Permissions: config.staff (plugins/staff-access.ts).
import { queryId, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardOrderSchema,
  boardVenueSchema,
  orderActionRequestSchema,
  orderBoardQuerySchema,
  orderBoardSchema,
  orderingPauseRequestSchema,
} from '@tavola/domain/order-board';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import { streamEvents, type Audience } from '../events/event-stream';
import { staffStreamKey } from '../events/stream-sessions';
import { staffTabsByIds } from '../table-tab/table-tab-service';
import { applyOrderAction, loadBoard, pauseOrdering, resumeOrdering, toBoardOrders } from './order-board-service';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const id = queryId();
const venueParams = z.object({ seatWebId: id });
const onVenueBoard = { staff: STAFF_ACCESS.orderBoard } as const;

export const orderBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  // What every board stream is sent, rendered once per batch of events for all of them: the
  // cards of the batch's orders (null: no longer on the board) and the venue with its pause.
  const boardCards: Audience<unknown> = {
    name: 'order-board',
    async render(events) {
      const data = new Map<number, unknown>();
      const cards = await toBoardOrders(
        app.db,
        events.flatMap((e) => (e.topic === 'order' && e.order ? [e.order] : [])),
      );
      const byOrder = new Map(cards.map((card) => [card.order.orderId, card]));
      const venues = new Map<number, Promise<unknown>>();
      const tabs = await staffTabsByIds(
        app.db,
        events.flatMap((e) => (e.topic === 'tab' ? [Number(e.subject)] : [])),
        app.now(),
      );
      for (const event of events) {
        if (event.topic === 'tab') {
          const tab = tabs.get(Number(event.subject));
          data.set(event.eventId, tab && tab.seatWebId === event.seatWebId ? tab.summary : null);
        } else if (event.topic === 'order')
          data.set(event.eventId, (event.order && byOrder.get(event.order.orderId)) ?? null);
        else if (event.topic === 'venue') {
          if (!venues.has(event.seatWebId))
            venues.set(
              event.seatWebId,
              loadBoard(app.db, event.seatWebId, { day: '1970-01-01' }, app.now()).then((b) => b.venue),
            );
          data.set(event.eventId, await venues.get(event.seatWebId));
        }
      }
      return data;
    },
  };

  app.get(
    '/staff/venues/:seatWebId/orders',
    {
      config: onVenueBoard,
      schema: {
        summary: "The venue's orders of a day, as board cards",
        description:
          'day: venue-local service day YYYY-MM-DD, which runs until 05:00 the next morning (default: the one under way); orderType 0 dine-in, 1 takeaway, 2 delivery. Orders still being ' +
          'paid online are not listed. lastEventId: open the event stream after it.',
        tags,
        security,
        params: venueParams,
        querystring: orderBoardQuerySchema,
        response: { 200: orderBoardSchema, ...staffErrorResponses },
      },
    },
    async (request) => loadBoard(app.db, requireStaffVenue(request).seatWebId, request.query, app.now()),
  );

  app.get(
    '/staff/venues/:seatWebId/orders/events',
    {
      config: onVenueBoard,
      schema: {
        summary: "Server-sent events of the venue's orders",
        description:
          'text/event-stream. Each message: id (event id), event "order" with data {subject: orderId, data: card or null} ' +
          'or "venue" with {subject, data: venue (pause)} or "tab" with {subject: tableTabId, data: the board\'s tab summary or null}. Resumes after the Last-Event-ID header (EventSource sends it on ' +
          'reconnect) or ?lastEventId=; without either, from now.',
        tags,
        security,
        params: venueParams,
        querystring: z.object({ lastEventId: queryInt4().min(0).optional() }),
        produces: ['text/event-stream'],
        response: staffErrorResponses,
      },
    },
    async (request, reply) => {
      const staff = requireStaffVenue(request);
      await streamEvents(app, request, reply, {
        venues: [staff.seatWebId],
        filter: { topics: ['order', 'venue', 'tab'] },
        audience: boardCards,
        session: { kind: app.events.staffSessions, key: staffStreamKey(request, staff) },
      });
    },
  );

  app.post(
    '/staff/venues/:seatWebId/orders/:orderId/actions',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Move an order: confirm, accept, reject, start-production, ready, deliver',
        description:
          'Recorded with who and when. An action the order’s stage does not allow: 400 ILLEGAL_TRANSITION. reject needs a ' +
          'reason; accept may carry estimatedReadyTime HH:mm. The diner is mailed at accept, reject and ready.',
        tags,
        security,
        params: venueParams.extend({ orderId: id }),
        body: orderActionRequestSchema,
        response: { 200: boardOrderSchema, ...staffErrorResponses },
      },
    },
    async (request) =>
      applyOrderAction(
        { db: app.db, mailer: app.mailer, onlinePayments: app.onlinePayments, now: app.now(), log: request.log },
        requireStaffVenue(request),
        request.params.orderId,
        request.body,
      ),
  );

  app.put(
    '/staff/venues/:seatWebId/ordering-pause',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Pause online orders for N minutes or for the rest of the day',
        description: 'Diners see the reason and cannot send orders to the venue until then.',
        tags,
        security,
        params: venueParams,
        body: orderingPauseRequestSchema,
        response: { 200: boardVenueSchema, ...staffErrorResponses },
      },
    },
    async (request) => pauseOrdering(app.db, requireStaffVenue(request), request.body, app.now()),
  );

  app.delete(
    '/staff/venues/:seatWebId/ordering-pause',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Take online orders again',
        tags,
        security,
        params: venueParams,
        response: { 200: boardVenueSchema, ...staffErrorResponses },
      },
    },
    async (request) => resumeOrdering(app.db, requireStaffVenue(request).seatWebId, app.now()),
  );
};
