// Splitting the bill of a table's tab (docs/table-tab.md, "Split the bill"). Diner routes
// under /api/tableTab/payments carry the participant's token in X-Table-Tab-Token (the tab
// and company come from it, never from the request); staff routes sit beside the tab's own
// under /api/staff/venues/{seatWebId}/tableTabs/{tableTabId}/payments with the order board's
// permission. Rules and lock: tab-payment-service.ts, tab-payment-repository.ts.
import { plainText, queryId, queryInt4 } from '@tavola/domain/primitives';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { tableTabTokenHeadersSchema } from '@tavola/domain/table-tab';
import { participantOfRequest } from '../table-tab';
import {
  completeTabPaymentRequestSchema,
  MAX_EQUAL_PARTS,
  staffTabPaymentsSchema,
  startTabPaymentRequestSchema,
  startTabPaymentResponseSchema,
  tabPaymentViewSchema,
  tabSplitSchema,
} from '@tavola/domain/tab-split';
import { isTestCardEnabled } from '@tavola/domain/payment-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import {
  cancelTabPayment,
  completeTabPayment,
  getTabSplit,
  markCounterPaymentPaid,
  payTabWithTestCard,
  previewEqualShare,
  staffTabPayments,
  startTabPayment,
  type TabPaymentsContext,
} from './tab-payment-service';

const diner = { tags: ['tableTab'] };
const staffDoc = { tags: ['staff'], security: [{ staffCookie: [] }] };
const tokenHeaders = tableTabTokenHeadersSchema;
const paymentParams = z.object({ tabPaymentId: queryId() });
const staffParams = z.object({ seatWebId: queryId(), tableTabId: queryId() });

export const tabPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: TabPaymentsContext = {
    db: app.db,
    log: app.log,
    now: () => app.now(),
    onlinePayments: app.onlinePayments,
    scripts: app.config,
    testCardEnabled: isTestCardEnabled(app.config.APP_ENV),
    holdMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
  };
  const participantOf = async (request: FastifyRequest) => {
    const { participant, tab } = await participantOfRequest(app.db, request.headers);
    return { participantId: participant.participantId, displayName: participant.displayName, tab };
  };

  app.get(
    '/tableTab/payments',
    {
      schema: {
        summary: "The tab's balance before paying: total, paid, held, left, the participant's items, payments, methods",
        description: 'equalParts: also answer the equal share of N the server would take now (equalShareCents).',
        ...diner,
        headers: tokenHeaders,
        querystring: z.object({ equalParts: queryInt4().min(2).max(MAX_EQUAL_PARTS).optional() }),
        response: { 200: tabSplitSchema.extend({ equalShareCents: z.number().int().nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      const participant = await participantOf(request);
      const split = await getTabSplit(ctx, participant);
      const parts = request.query.equalParts;
      return {
        ...split,
        equalShareCents: parts ? await previewEqualShare(app.db, participant.tab.tableTabId, parts) : null,
      };
    },
  );

  app.post(
    '/tableTab/payments',
    {
      schema: {
        summary: 'Pay a share of the tab: everything left, my items, an equal share of N, or an amount; tip on top',
        description:
          'The server computes the share from the stored tab and holds it before asking the provider: 509 TAB_NOTHING_LEFT / ' +
          'TAB_AMOUNT_ABOVE_REMAINING / TAB_NOTHING_OF_YOURS when it does not fit (another phone holds it). method counter: ' +
          '"pago alla cassa", the staff mark it paid. browserValue: what the provider widget needs (as the order payment calls answer). ' +
          'expectedCents: share + tip as the phone showed it; 509 TAB_AMOUNT_CHANGED (nothing held) when the server computes another figure.',
        ...diner,
        headers: tokenHeaders,
        body: startTabPaymentRequestSchema,
        response: { 200: startTabPaymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => startTabPayment(ctx, await participantOf(request), request.body),
  );

  app.post(
    '/tableTab/payments/:tabPaymentId/complete',
    {
      schema: {
        summary: 'Complete an online tab payment after the provider widget: the server asks the provider',
        description:
          'The share is recorded paid only if the provider says succeeded for exactly share + tip. 509 TAB_SHARE_TAKEN: someone else paid it meanwhile and this payment was given back. ' +
          "nexiNonce: Nexi's XPay_Nonce event, paid first (its MAC checked); a refused card frees the share (400 TAB_PAYMENT_FAILED).",
        ...diner,
        headers: tokenHeaders,
        params: paymentParams,
        body: completeTabPaymentRequestSchema,
        response: { 200: tabPaymentViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      completeTabPayment(ctx, await participantOf(request), request.params.tabPaymentId, request.body ?? {}),
  );

  if (ctx.testCardEnabled) {
    app.post(
      '/tableTab/payments/:tabPaymentId/testCard',
      {
        schema: {
          summary: 'Test card (demo/dev only): pay a started tab payment with a test card, then complete it',
          description:
            '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (400 TEST_CARD_DECLINED). Only the last four digits are stored.',
          ...diner,
          headers: tokenHeaders,
          params: paymentParams,
          body: z.object({ cardNumber: plainText().max(40), expiry: plainText().max(10), cvv: plainText().max(10) }),
          response: { 200: tabPaymentViewSchema, ...errorResponses },
        },
      },
      async (request) =>
        payTabWithTestCard(ctx, await participantOf(request), request.params.tabPaymentId, request.body),
    );
  }

  app.post(
    '/tableTab/payments/:tabPaymentId/cancel',
    {
      schema: {
        summary: 'Give up a tab payment not made yet: its share is free again',
        ...diner,
        headers: tokenHeaders,
        params: paymentParams,
        response: { 200: tabPaymentViewSchema, ...errorResponses },
      },
    },
    async (request) => cancelTabPayment(ctx, await participantOf(request), request.params.tabPaymentId),
  );

  app.get(
    '/staff/venues/:seatWebId/tableTabs/:tableTabId/payments',
    {
      config: { staff: STAFF_ACCESS.orderBoard },
      schema: {
        summary: "A tab's payments and balance",
        ...staffDoc,
        params: staffParams,
        response: { 200: staffTabPaymentsSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return staffTabPayments(ctx, staff.companyId, staff.seatWebId, request.params.tableTabId);
    },
  );

  app.post(
    '/staff/venues/:seatWebId/tableTabs/:tableTabId/payments/:tabPaymentId/markPaid',
    {
      config: { staff: STAFF_ACCESS.orderBoard },
      schema: {
        summary: 'Mark a "pago alla cassa" payment received at the till',
        description: 'When it pays the tab in full the tab becomes settled.',
        ...staffDoc,
        params: staffParams.extend({ tabPaymentId: queryId() }),
        response: { 200: tabPaymentViewSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return markCounterPaymentPaid(
        ctx,
        staff,
        staff.seatWebId,
        request.params.tableTabId,
        request.params.tabPaymentId,
      );
    },
  );
};
