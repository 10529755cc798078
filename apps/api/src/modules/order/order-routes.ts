// order/* of spec 000 §7 and 001 §7. Bodies and queries keep the documented names;
// company, venue and customer always come from the session token.
import { plainText, queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '@tavola/domain/error-codes';
import { orderSchema } from '@tavola/domain/order';
import { confirmOrderResponseSchema } from '@tavola/domain/order-state';
import {
  completeCustomerOrderRequestSchema,
  CUSTOMER_ORDERS_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  saveCustomerOrderRequestSchema,
} from '@tavola/domain/order-requests';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { appOrigin } from '../account/redirect-uri';
import { createPaymentProviders } from '../payment/payment-provider';
import { demoDinerRoutes } from './demo-order';
import { completeCustomerOrder, completionFailedMessage } from './order-complete-service';
import { getCustomerOrders } from './order-history-service';
import { customerOrderSchema } from '@tavola/domain/order-history';
import {
  CALLBACK_NOT_ALLOWED_MESSAGE,
  confirmCustomerOrder,
  getCheckCodeForConfirmOrder,
  ORDER_EXPIRED_MESSAGE,
  sendEmailConfirmOrder,
  sendEmailOrderSummary,
} from './order-mail-service';
import { saveCustomerOrder } from './order-save-service';

const tags = ['order'];
const security = [{ bearer: [] }];
const id = queryId();
function idempotencyKeyOf(header: string | string[] | undefined, body: string | null | undefined): string | null {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const parsed = fromHeader === undefined ? null : idempotencyKeySchema.safeParse(fromHeader);
  if (parsed && !parsed.success) {
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      `${IDEMPOTENCY_KEY_HEADER} non valido: 8-100 caratteri tra lettere, cifre, '-' e '_'.`,
    );
  }
  const key = parsed?.data ?? null;
  if (key && body && key !== body) {
    throw badRequest('INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER} e idempotencyKey del corpo sono diversi.`);
  }
  return key ?? body ?? null;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(demoDinerRoutes);
  const providers = createPaymentProviders(app.db, app.config);

  app.post(
    '/order/saveCustomerOrder',
    {
      schema: {
        summary: 'Save the current order (PayNow or PayAfter)',
        description:
          'Body: the Order of spec 000 §3 plus moment (PayNow "1", PayAfter "0"); only the fields of the schema are read, ' +
          'amounts and statuses are recomputed. Needs a session with a venue and a customer (anonymous allowed). ' +
          `Idempotent with the ${IDEMPOTENCY_KEY_HEADER} header (or body idempotencyKey): the same key returns the same order; ` +
          'orderId > 0 saves that unpaid order again. Answers the saved Order (orderId, orderNumber, server amounts, ckError false).',
        tags,
        security,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: plainText().optional() }).loose(),
        body: saveCustomerOrderRequestSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()], request.body.idempotencyKey);
      // The restaurant's pause of online orders is checked by the save, with the diner's rows.
      return saveCustomerOrder(
        {
          db: app.db,
          config: app.config,
          providers,
          onlinePayments: app.onlinePayments,
          maps: app.maps,
          now: app.now(),
          menuCache: app.menuCache,
          companyVenueCache: app.companyVenueCache,
        },
        session,
        request.body,
        key,
      );
    },
  );

  app.post(
    '/order/completeCustomerOrder',
    {
      schema: {
        summary: 'Complete a saved order with its payment method and reference',
        description:
          'Cash (0): completes with payment Open. Another method is marked Paid only after the provider confirms the ' +
          'reference (succeeded, amount = order total, EUR, created for this order, not used before); the test card (1) ' +
          `takes its paymentId. Failure: 400 ORDER_COMPLETION_FAILED '${completionFailedMessage(0).replace(/0$/, '{n}')}'.`,
        tags,
        security,
        body: completeCustomerOrderRequestSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) =>
      completeCustomerOrder(
        { db: app.db, providers, onlinePayments: app.onlinePayments, log: request.log, config: app.config },
        requireSession(request),
        request.body,
      ),
  );

  app.get(
    '/order/getCustomerOrders',
    {
      schema: {
        summary: "The session customer's last orders (history)",
        description:
          `Newest first; pageSize defaults to ${CUSTOMER_ORDERS_PAGE_SIZE}, also the maximum. Another customerId answers 404. ` +
          "Besides the spec's fields: state (the order's real state, as getOrderProgress), rejectionReason, refund, estimatedReadyTime, " +
          'and the venue-local acceptedAt, readyAt, deliveredAt (YYYY-MM-DD HH:mm).',
        tags,
        security,
        querystring: z.object({ customerId: id, pageSize: queryId().optional() }),
        response: { 200: z.array(customerOrderSchema), ...errorResponses },
      },
    },
    async (request) => getCustomerOrders(app.db, requireSession(request), request.query, app.now()),
  );

  app.get(
    '/order/getCheckCodeForConfirmOrder',
    {
      schema: {
        summary: 'An opaque request id for the confirmation mail (not a secret)',
        description:
          'Spec README: the secret check code never reaches the browser. The value may be put where the check code goes in ' +
          'the callback URL; order/sendEmailConfirmOrder replaces it with the secret.',
        tags,
        security,
        querystring: z.object({ orderId: id }),
        response: { 200: plainText(), ...errorResponses },
      },
    },
    async (request) => getCheckCodeForConfirmOrder(app.db, requireSession(request), request.query.orderId),
  );

  app.get(
    '/order/sendEmailConfirmOrder',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'Mail the confirmation link of an anonymous cash order',
        description:
          'callbackUrl: {origin}[/{lang}]/order-confirmed/{orderId}/{orderNumber}/{checkCode}?company=..&seatWebId=.. on the ' +
          "app's own origin (PUBLIC_ORIGIN, never the request's Host) or one of the company's allowed origins; the last segment " +
          `({checkCode}, the opaque value, or nothing) becomes the secret. Otherwise 400 '${CALLBACK_NOT_ALLOWED_MESSAGE}'. ` +
          'customerId must be the session customer (else 404). Answers true.',
        tags,
        security,
        querystring: z.object({ orderId: id, customerId: id, callbackUrl: plainText().min(1).max(2000) }),
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) =>
      sendEmailConfirmOrder(
        {
          db: app.db,
          mailer: app.mailer,
          now: app.now(),
          ttlHours: app.config.ORDER_CONFIRM_TTL_HOURS,
          ownOrigins: [appOrigin(request)],
        },
        requireSession(request),
        request.query,
      ),
  );

  app.get(
    '/order/confirmCustomerOrder',
    {
      schema: {
        summary: 'Confirm an order with the check code of its e-mail link',
        description:
          `Single use, expiring; wrong, used or expired codes answer 400 '${ORDER_EXPIRED_MESSAGE}'. With a code the order was ` +
          'given, an order no longer waiting for the link is not changed: alreadyConfirmed: true when it was confirmed before; ' +
          'state rejected (with rejectionReason) or cancelled when the restaurant rejected it or it was cancelled, which is ' +
          "final; after the order's requested time 400 ORDER_TIME_PASSED. state is the order's state after the call " +
          "(new when this call confirmed it); refund tells a paid order's money given back. " +
          'Confirming mails the order summary. No customer session needed.',
        tags,
        querystring: z.object({ orderId: id, checkCode: plainText().trim().min(1).max(200) }),
        response: { 200: confirmOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmCustomerOrder(
        { db: app.db, mailer: app.mailer, now: app.now(), log: request.log, publicOrigin: app.config.publicOrigin },
        request.session,
        request.query,
      ),
  );

  app.get(
    '/order/sendEmailOrderSummary',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: "Mail the summary of one of the session customer's orders",
        description: 'customerId must be the session customer (else 404). Answers true.',
        tags,
        security,
        querystring: z.object({ orderId: id, customerId: id }),
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) =>
      sendEmailOrderSummary(
        { db: app.db, mailer: app.mailer, now: app.now(), publicOrigin: app.config.publicOrigin },
        requireSession(request),
        request.query,
      ),
  );
};
