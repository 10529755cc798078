// order/getOrderProgress (ours; the diner sees it live): the restaurant's progress
// of one of the session customer's orders, polled by the order summary pages. Another
// customer's order answers 404 like the other order routes.
//
// order/getOrderEventsTicket + order/orderEvents: the same progress pushed live over
// server-sent events (EventSource cannot send the Bearer header, so the stream is opened with a
// ticket, see order-events-ticket.ts). The stream carries only the ticket customer's own
// orders; it resumes after Last-Event-ID like the boards' streams; the app falls back to
// polling getOrderProgress when EventSource fails.
import { plainText, queryId } from '@tavola/domain/primitives';
import { unauthorized } from '@tavola/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { streamEvents, type Audience } from '../events/event-stream';
import { companyVenueIds } from '../events';
import { queryInt4 } from '@tavola/domain/primitives';
import { orderProgressViewSchema, type OrderProgressView } from '@tavola/domain/order-state';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import { findCustomerOrderRow, findSeatWebTimeZone, type OrderRow } from '../order';
import { orderNotFound } from '../order/order-save-service';
import { orderStateOf } from '../order/order-state-service';
import { listProgress } from './order-board-repository';
import { stageOf } from './order-board-service';
import { issueOrderEventsTicket, readOrderEventsTicket, ticketStillValid } from './order-events-ticket';

/** What the diner is shown of an order: the same for the call and for the stream. */
async function progressOf(db: DbOrTx, row: OrderRow, now: Date): Promise<OrderProgressView> {
  const progress = (await listProgress(db, [row.orderId])).get(row.orderId);
  const view = await orderStateOf(db, row, now);
  return {
    orderId: row.orderId,
    orderType: row.orderType,
    orderStatus: row.orderStatus,
    stage: stageOf(row, progress),
    estimatedReadyTime: progress?.estimatedReadyTime ?? null,
    rejectionReason: progress?.rejectionReason ?? null,
    state: view.state,
    paid: view.paid,
    refund: view.refund,
    deliveredTime:
      view.state === 'delivered' && progress?.deliveredAt
        ? venueLocalTime(progress.deliveredAt, (await findSeatWebTimeZone(db, row.seatWebId)) ?? 'Europe/Rome').time
        : null,
  };
}

const TICKET_INVALID_MESSAGE = 'Sessione non valida o scaduta. Ricarica la pagina.';

export const orderProgressRoutes: FastifyPluginAsyncZod<{ sessionSecret: string }> = async (app, opts) => {
  // What a diner's stream is sent about one of their orders, rendered once per event for every
  // stream of that diner (the event hub only hands it the diner's own orders).
  const dinerProgress: Audience<OrderProgressView> = {
    name: 'diner-order',
    async render(events) {
      const views = await Promise.all(
        events.map(
          async (event) =>
            [event.eventId, event.order ? await progressOf(app.db, event.order, app.now()) : null] as const,
        ),
      );
      return new Map(views);
    },
  };

  app.get(
    '/order/getOrderProgress',
    {
      schema: {
        summary: "The restaurant's progress of one of the session customer's orders",
        description:
          'stage: awaiting-confirmation, new, accepted, in-production, ready, delivered, rejected (null while being paid). ' +
          "state: the order's real state (stage, or being-paid, cancelled, expired); paid: paid and not given back; refund: refunded or due.",
        tags: ['order'],
        security: [{ bearer: [] }],
        querystring: z.object({ orderId: queryId() }),
        response: { 200: orderProgressViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const customer = await requireSessionCustomer(app.db, session);
      const row = await findCustomerOrderRow(app.db, session.companyId, customer.customerId, request.query.orderId);
      if (!row) throw orderNotFound();
      return progressOf(app.db, row, app.now());
    },
  );

  app.get(
    '/order/getOrderEventsTicket',
    {
      schema: {
        summary: "A ticket to open the session customer's live order stream (order/orderEvents) with EventSource",
        description:
          'Good only for that stream and that customer; ends when the customer signs out or changes password.',
        tags: ['order'],
        security: [{ bearer: [] }],
        response: { 200: z.object({ ticket: z.string(), expiresAt: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const customer = await requireSessionCustomer(app.db, session);
      return issueOrderEventsTicket(
        opts.sessionSecret,
        { companyId: session.companyId, customerId: customer.customerId, sessionVersion: customer.sessionVersion },
        app.now(),
      );
    },
  );

  app.get(
    '/order/orderEvents',
    {
      schema: {
        summary: "Server-sent events of the ticket customer's own orders",
        description:
          'text/event-stream. Each message: id (event id), event "order", data {subject: orderId, data: the order progress ' +
          '(as order/getOrderProgress)}. Only orders of the customer named by the ticket. Resumes after the Last-Event-ID ' +
          'header (EventSource sends it on reconnect) or ?lastEventId=; without either, from now. A missing, forged or ' +
          'expired ticket: 401.',
        tags: ['order'],
        querystring: z.object({ ticket: plainText().max(2000), lastEventId: queryInt4().min(0).optional() }),
        produces: ['text/event-stream'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const ticket = await readOrderEventsTicket(opts.sessionSecret, request.query.ticket, app.now());
      if (!ticket || !(await ticketStillValid(app.db, ticket)))
        throw unauthorized('ORDER_EVENTS_TICKET_INVALID', TICKET_INVALID_MESSAGE);
      // The diner's orders may be at any venue of the company: follow each venue's feed.
      const venues = await companyVenueIds(app.db, ticket.companyId);
      await streamEvents(app, request, reply, {
        venues,
        filter: { topics: ['order'], customer: { companyId: ticket.companyId, customerId: ticket.customerId } },
        audience: dinerProgress,
        session: { kind: app.events.dinerSessions, key: ticket },
      });
    },
  );
};
