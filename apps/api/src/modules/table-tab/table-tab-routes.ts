// /api/tableTab/... (the phones of a table) and /api/staff/venues/{seatWebId}/tableTabs/...
// (the board): the table's shared tab, docs/table-tab.md. A phone is known by its participant
// token in the X-Table-Tab-Token header (no account, no diner session needed); the live stream
// is opened with a short-lived ticket because EventSource cannot send headers.
import { queryId, queryInt4, plainText } from '@tavola/domain/primitives';
import { unauthorized } from '@tavola/domain/error-codes';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { TABLE_NUMBER_MAX } from '@tavola/domain/table-order-rules';
import {
  addTableTabCartLineRequestSchema,
  joinTableTabRequestSchema,
  joinTableTabResponseSchema,
  moveTableTabRequestSchema,
  myTableTabSchema,
  sendRoundResponseSchema,
  staffTableTabSchema,
  tableTabTokenHeadersSchema,
  tableTabMenuSchema,
  tableTabTableInfoSchema,
  tableTabViewSchema,
  updateTableTabCartLineRequestSchema,
  type TableTabView,
} from '@tavola/domain/table-tab';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import { streamEvents, type Audience } from '../events/event-stream';
import { tableTabOf } from '../events/event-hub';
import { createPaymentProviders } from '../payment/payment-provider';
import {
  addCartLine,
  changeCartLine,
  closeTab,
  findTabById,
  joinTab,
  moveTab,
  removeCartLine,
  removeParticipant,
  sendRound,
  staffBoardTabs,
  tabMenu,
  tableInfo,
  tabView,
  tabViewsByIds,
} from './table-tab-service';
import { participantOfRequest } from './participant-token';
import { issueTabTicket, readTabTicket, tabSessionKind } from './table-tab-ticket';

const tags = ['tableTab'];
const id = queryId();
const tokenHeaders = tableTabTokenHeadersSchema;
// Conflict is 509 in this API (spec 000 §8's mapping).
const tabErrors = {
  ...errorResponses,
  509: errorResponses[400].describe('Conflict: the tab is closed or full, or the table busy'),
};
const staffTabErrors = { ...staffErrorResponses, 509: tabErrors[509] };

const TICKET_INVALID_MESSAGE = 'Sessione del conto non valida o scaduta. Ricarica la pagina.';

export const tableTabRoutes: FastifyPluginAsyncZod<{ sessionSecret: string }> = async (app, opts) => {
  const providers = createPaymentProviders(app.db, app.config);
  const tabSessions = tabSessionKind(app.db);
  const saveContext = () => ({
    db: app.db,
    config: app.config,
    providers,
    onlinePayments: app.onlinePayments,
    maps: app.maps,
    now: app.now(),
    menuCache: app.menuCache,
    companyVenueCache: app.companyVenueCache,
  });

  // What a tab's phones are sent: the whole tab, rendered once per tab of the batch for all of them.
  const tabAudience: Audience<TableTabView> = {
    name: 'table-tab',
    async render(events) {
      const ids = events.map(tableTabOf).filter((v): v is number => v !== null);
      const views = await tabViewsByIds(app.db, ids, app.now());
      return new Map(events.map((e) => [e.eventId, views.get(tableTabOf(e) ?? -1) ?? null]));
    },
  };

  app.get(
    '/tableTab/table',
    {
      schema: {
        summary: "A venue table's shared tab, before joining it",
        description:
          'The join page: the venue and table, whether the venue has the shared tab on, its limit and how many joined the open tab.',
        tags,
        querystring: z.object({ seatWebId: queryId(), tableNumber: queryInt4().min(1).max(TABLE_NUMBER_MAX) }),
        response: { 200: tableTabTableInfoSchema, ...errorResponses },
      },
    },
    async (request) => tableInfo(app.db, request.query.seatWebId, request.query.tableNumber),
  );

  app.post(
    '/tableTab/join',
    {
      schema: {
        summary: "Join the table's open tab under a name (opening one when the table has none)",
        description:
          'Answers the participant token: keep it and send it in the X-Table-Tab-Token header. 400 TABLE_TAB_DISABLED when the venue ' +
          'has the shared tab off, 400 TABLE_NOT_AVAILABLE for a table not in use, 509 TABLE_TAB_FULL past the venue’s limit.',
        tags,
        body: joinTableTabRequestSchema,
        response: { 200: joinTableTabResponseSchema, ...tabErrors },
      },
    },
    async (request) => joinTab(app.db, request.body, app.now()),
  );

  app.get(
    '/tableTab/current',
    {
      schema: {
        summary: "The participant's tab: participants, shared cart, rounds and total",
        description: '401 TABLE_TAB_TOKEN_INVALID for a missing, unknown or removed participant token.',
        tags,
        headers: tokenHeaders,
        response: { 200: myTableTabSchema, ...tabErrors },
      },
    },
    async (request) => {
      const who = await participantOfRequest(app.db, request.headers);
      return { participantId: who.participant.participantId, tab: await tabView(app.db, who.tab, app.now()) };
    },
  );

  app.get(
    '/tableTab/menu',
    {
      schema: {
        summary: "The menu the participant's tab orders from",
        tags,
        headers: tokenHeaders,
        response: { 200: tableTabMenuSchema, ...tabErrors },
      },
    },
    async (request) => tabMenu(app.db, (await participantOfRequest(app.db, request.headers)).tab),
  );

  app.post(
    '/tableTab/cartLines',
    {
      schema: {
        summary: "Add a dish with its options to the tab's shared cart",
        tags,
        headers: tokenHeaders,
        body: addTableTabCartLineRequestSchema,
        response: { 200: tableTabViewSchema, ...tabErrors },
      },
    },
    async (request) =>
      addCartLine(app.db, await participantOfRequest(app.db, request.headers), request.body, app.now()),
  );

  app.patch(
    '/tableTab/cartLines/:cartLineId',
    {
      schema: {
        summary: "Change the quantity of a line of the tab's shared cart",
        tags,
        headers: tokenHeaders,
        params: z.object({ cartLineId: id }),
        body: updateTableTabCartLineRequestSchema,
        response: { 200: tableTabViewSchema, ...tabErrors },
      },
    },
    async (request) =>
      changeCartLine(
        app.db,
        await participantOfRequest(app.db, request.headers),
        request.params.cartLineId,
        request.body.quantity,
        app.now(),
      ),
  );

  app.delete(
    '/tableTab/cartLines/:cartLineId',
    {
      schema: {
        summary: "Remove a line from the tab's shared cart",
        tags,
        headers: tokenHeaders,
        params: z.object({ cartLineId: id }),
        response: { 200: tableTabViewSchema, ...tabErrors },
      },
    },
    async (request) =>
      removeCartLine(app.db, await participantOfRequest(app.db, request.headers), request.params.cartLineId, app.now()),
  );

  app.post(
    '/tableTab/rounds',
    {
      schema: {
        summary: 'Send the shared cart to the kitchen as one round (one order of the tab)',
        description:
          'Saved like any order: the venue’s pause, sold-out dishes, slot caps and the menu’s prices apply, with their 4xx. ' +
          'The cart is emptied when the order is saved and kept when it is refused. 400 EMPTY_CART when there is nothing to send.',
        tags,
        headers: tokenHeaders,
        response: { 200: sendRoundResponseSchema, ...tabErrors },
      },
    },
    async (request) => sendRound(saveContext(), await participantOfRequest(app.db, request.headers)),
  );

  app.get(
    '/tableTab/eventsTicket',
    {
      schema: {
        summary: "A ticket to open the tab's live stream (tableTab/events) with EventSource",
        tags,
        headers: tokenHeaders,
        response: { 200: z.object({ ticket: z.string(), expiresAt: z.string() }), ...tabErrors },
      },
    },
    async (request) => {
      const who = await participantOfRequest(app.db, request.headers);
      return issueTabTicket(
        opts.sessionSecret,
        { companyId: who.tab.companyId, tableTabId: who.tab.tableTabId, participantId: who.participant.participantId },
        app.now(),
      );
    },
  );

  app.get(
    '/tableTab/events',
    {
      schema: {
        summary: "Server-sent events of the ticket's tab",
        description:
          'text/event-stream. Each message: id (event id), event "tab" or "order" (a round changed), data {subject, data: the whole tab ' +
          'view}. Resumes after Last-Event-ID or ?lastEventId=. A missing, forged or expired ticket, or a removed participant: 401.',
        tags,
        querystring: z.object({ ticket: plainText().max(2000), lastEventId: queryInt4().min(0).optional() }),
        produces: ['text/event-stream'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const ticket = await readTabTicket(opts.sessionSecret, request.query.ticket, app.now());
      if (!ticket || !(await tabSessions.stillValid([ticket]))[0])
        throw unauthorized('TABLE_TAB_TICKET_INVALID', TICKET_INVALID_MESSAGE);
      const tab = await findTabById(app.db, ticket.tableTabId);
      if (!tab || tab.companyId !== ticket.companyId)
        throw unauthorized('TABLE_TAB_TICKET_INVALID', TICKET_INVALID_MESSAGE);
      await streamEvents(app, request, reply, {
        venues: [tab.seatWebId],
        filter: { topics: ['tab', 'order'], tableTab: { companyId: ticket.companyId, tableTabId: ticket.tableTabId } },
        audience: tabAudience,
        session: { kind: tabSessions, key: ticket },
      });
    },
  );

  // ---- Staff ------------------------------------------------------------------------------

  const staffTags = ['staff'];
  const staffSecurity = [{ staffCookie: [] }];
  const onVenueBoard = { staff: STAFF_ACCESS.orderBoard } as const;
  const venueParams = z.object({ seatWebId: id });
  const tabParams = venueParams.extend({ tableTabId: id });

  app.get(
    '/staff/venues/:seatWebId/tableTabs',
    {
      config: onVenueBoard,
      schema: {
        summary: "The venue's open shared tabs, per table, and those ended during the service day under way",
        description:
          'Open tabs, then tabs settled or closed by the staff during the venue’s service day under way (until 05:00 the next morning): the board shows these apart as done.',
        tags: staffTags,
        security: staffSecurity,
        params: venueParams,
        response: { 200: z.array(staffTableTabSchema), ...staffTabErrors },
      },
    },
    async (request) => staffBoardTabs(app.db, requireStaffVenue(request).seatWebId, app.now()),
  );

  app.post(
    '/staff/venues/:seatWebId/tableTabs/:tableTabId/move',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Move an open tab to another table of the venue',
        description:
          '400 TABLE_NOT_AVAILABLE for a table not in use; 509 TABLE_TAB_TABLE_BUSY when that table has an open tab.',
        tags: staffTags,
        security: staffSecurity,
        params: tabParams,
        body: moveTableTabRequestSchema,
        response: { 200: staffTableTabSchema, ...staffTabErrors },
      },
    },
    async (request) =>
      moveTab(
        app.db,
        requireStaffVenue(request).seatWebId,
        request.params.tableTabId,
        request.body.tableNumber,
        app.now(),
      ),
  );

  app.post(
    '/staff/venues/:seatWebId/tableTabs/:tableTabId/close',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Close an open tab paid at the counter',
        description: 'The next scan of the table opens a new tab. 509 TABLE_TAB_CLOSED when it is not open.',
        tags: staffTags,
        security: staffSecurity,
        params: tabParams,
        response: { 200: staffTableTabSchema, ...staffTabErrors },
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return closeTab(app.db, staff.seatWebId, request.params.tableTabId, staff.staffMemberId, app.now());
    },
  );

  app.post(
    '/staff/venues/:seatWebId/tableTabs/:tableTabId/participants/:participantId/remove',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Remove a participant from a tab',
        description: 'Their token stops working at once; their live stream ends at the next session check.',
        tags: staffTags,
        security: staffSecurity,
        params: tabParams.extend({ participantId: id }),
        response: { 200: staffTableTabSchema, ...staffTabErrors },
      },
    },
    async (request) =>
      removeParticipant(
        app.db,
        requireStaffVenue(request).seatWebId,
        request.params.tableTabId,
        request.params.participantId,
        app.now(),
      ),
  );
};
