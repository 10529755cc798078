// Web Push subscriptions (docs/pwa-and-push.md). A diner's browser subscribes on the order
// summary ("Avvisami quando è pronto") and is then told when the session customer's orders are
// accepted, ready or on their way; a staff tablet subscribes from the order board and is told of
// each new order of that venue. The owner (company and customer, or company, member and venue)
// comes from the session only, never from the body. A participant of a table's shared tab
// subscribes with their tab token and is told of their tab's changes until the tab ends.
import { badRequest, conflict, notFound } from '@tavola/domain/error-codes';
import { plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireSession } from '../../plugins/session';
import { requireStaffVenue } from '../../plugins/staff-access';
import { requireSessionCustomer } from '../customer/customer-service';
import { participantOfRequest, TABLE_TAB_CLOSED_MESSAGE } from '../table-tab';
import { tableTabTokenHeadersSchema } from '@tavola/domain/table-tab';
import { deleteOwnSubscription, hasOwnSubscription, saveSubscription, type PushOwner } from './push-repository';

export const PUSH_OFF_MESSAGE = 'Le notifiche non sono attive su questo servizio.';
export const PUSH_ENDPOINT_MESSAGE = 'Indirizzo di notifica non valido.';

/** Bytes of a base64url text, or -1 when it is not base64url. */
const base64UrlLength = (value: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

/** Whether the server may post to this endpoint: in prod an https host name (no address, no localhost), so a session cannot aim the server at its own network. */
export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !/^[\d.]+$/.test(host) &&
    !host.startsWith('[') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    host.includes('.')
  );
}

const subscriptionSchema = z
  .object({
    endpoint: plainText().max(2048).describe("The push service's URL for this browser (PushSubscription.endpoint)"),
    keys: z.object({
      p256dh: z
        .string()
        .max(200)
        .refine((v) => base64UrlLength(v) === 65, 'Chiave p256dh non valida.')
        .describe('The browser’s P-256 public key, base64url (65 bytes)'),
      auth: z
        .string()
        .max(100)
        .refine((v) => base64UrlLength(v) === 16, 'Chiave auth non valida.')
        .describe('The authentication secret, base64url (16 bytes)'),
    }),
  })
  .describe("The browser's PushSubscription as JSON");

const subscribeBody = z.object({ subscription: subscriptionSchema, language: z.enum(['it', 'en']).default('it') });
const endpointBody = z.object({ endpoint: plainText().min(1).max(2048) });
const tabTokenHeaders = tableTabTokenHeadersSchema;
const seatWebParams = z.object({ seatWebId: z.coerce.number().int().positive().max(2_147_483_647) });

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.config.APP_ENV === 'prod';
  const requirePush = () => {
    if (!app.push.publicKey) throw notFound('PUSH_OFF', PUSH_OFF_MESSAGE);
  };
  const checkEndpoint = (endpoint: string) => {
    if (!isAllowedEndpoint(endpoint, production)) {
      throw badRequest('PUSH_ENDPOINT_INVALID', PUSH_ENDPOINT_MESSAGE, [
        { path: 'body.subscription.endpoint', message: PUSH_ENDPOINT_MESSAGE },
      ]);
    }
  };
  const dinerOf = async (session: ReturnType<typeof requireSession>): Promise<PushOwner> => {
    const customer = await requireSessionCustomer(app.db, session);
    return { kind: 'diner', companyId: session.companyId, customerId: customer.customerId };
  };

  app.get(
    '/push/getPublicKey',
    {
      schema: {
        summary: 'The VAPID public key browsers subscribe with (null: no push on this service)',
        tags: ['push'],
        response: { 200: z.object({ publicKey: z.string().nullable() }), ...errorResponses },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/push/subscribe',
    {
      schema: {
        summary: "Tells this browser when the session customer's orders are accepted, ready or on their way",
        tags: ['push'],
        security: [{ bearer: [] }],
        body: subscribeBody,
        response: { 200: z.object({ subscribed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const owner = await dinerOf(requireSession(request));
      requirePush();
      checkEndpoint(request.body.subscription.endpoint);
      await saveSubscription(
        app.db,
        owner,
        { endpoint: request.body.subscription.endpoint, ...request.body.subscription.keys },
        request.body.language,
      );
      return { subscribed: true };
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      schema: {
        summary: "Stops this browser's notifications of the session customer's orders",
        tags: ['push'],
        security: [{ bearer: [] }],
        body: endpointBody,
        response: { 200: z.object({ removed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      removed: await deleteOwnSubscription(app.db, await dinerOf(requireSession(request)), request.body.endpoint),
    }),
  );

  app.post(
    '/push/isSubscribed',
    {
      schema: {
        summary: "Whether this browser is told of the session customer's orders",
        tags: ['push'],
        security: [{ bearer: [] }],
        body: endpointBody,
        response: { 200: z.object({ subscribed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      subscribed: await hasOwnSubscription(app.db, await dinerOf(requireSession(request)), request.body.endpoint),
    }),
  );

  // A participant of a table's shared tab (their token, no account): told of their tab's changes
  // made by others until the tab ends (modules/push/README.md).
  const participantOf = async (headers: Record<string, unknown>): Promise<PushOwner> => {
    const who = await participantOfRequest(app.db, headers);
    return { kind: 'participant', companyId: who.tab.companyId, participantId: who.participant.participantId };
  };

  app.post(
    '/tableTab/push/subscribe',
    {
      schema: {
        summary:
          "Tells this browser of the participant's tab: rounds sent by others, accepted, ready, and the tab's end",
        description:
          '401 TABLE_TAB_TOKEN_INVALID without a valid participant token; 509 TABLE_TAB_CLOSED when the tab has ended. The subscription ends with the tab.',
        tags: ['push'],
        headers: tabTokenHeaders,
        body: subscribeBody,
        response: {
          200: z.object({ subscribed: z.boolean() }),
          ...errorResponses,
          509: errorResponses[400].describe('Conflict: the tab has ended'),
        },
      },
    },
    async (request) => {
      const who = await participantOfRequest(app.db, request.headers);
      requirePush();
      if (who.tab.status !== 'open') throw conflict('TABLE_TAB_CLOSED', TABLE_TAB_CLOSED_MESSAGE);
      checkEndpoint(request.body.subscription.endpoint);
      await saveSubscription(
        app.db,
        { kind: 'participant', companyId: who.tab.companyId, participantId: who.participant.participantId },
        { endpoint: request.body.subscription.endpoint, ...request.body.subscription.keys },
        request.body.language,
      );
      return { subscribed: true };
    },
  );

  app.post(
    '/tableTab/push/unsubscribe',
    {
      schema: {
        summary: "Stops this browser's notifications of the participant's tab",
        tags: ['push'],
        headers: tabTokenHeaders,
        body: endpointBody,
        response: { 200: z.object({ removed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      removed: await deleteOwnSubscription(app.db, await participantOf(request.headers), request.body.endpoint),
    }),
  );

  app.post(
    '/tableTab/push/isSubscribed',
    {
      schema: {
        summary: "Whether this browser is told of the participant's tab",
        tags: ['push'],
        headers: tabTokenHeaders,
        body: endpointBody,
        response: { 200: z.object({ subscribed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      subscribed: await hasOwnSubscription(app.db, await participantOf(request.headers), request.body.endpoint),
    }),
  );

  const staffOwner = (request: Parameters<typeof requireStaffVenue>[0]): PushOwner => {
    const staff = requireStaffVenue(request);
    return {
      kind: 'staff',
      companyId: staff.companyId,
      staffMemberId: staff.staffMemberId,
      seatWebId: staff.seatWebId,
    };
  };

  app.put(
    '/staff/venues/:seatWebId/push-subscription',
    {
      config: { staff: { role: 'staff', scope: 'venue' } },
      schema: {
        summary: "Tells this tablet of each new order of the venue (the board's notifications)",
        tags: ['push'],
        params: seatWebParams,
        body: subscribeBody,
        response: { 200: z.object({ subscribed: z.boolean() }), ...staffErrorResponses },
      },
    },
    async (request) => {
      const owner = staffOwner(request);
      requirePush();
      checkEndpoint(request.body.subscription.endpoint);
      await saveSubscription(
        app.db,
        owner,
        { endpoint: request.body.subscription.endpoint, ...request.body.subscription.keys },
        request.body.language,
      );
      return { subscribed: true };
    },
  );

  app.post(
    '/staff/venues/:seatWebId/push-subscription/remove',
    {
      config: { staff: { role: 'staff', scope: 'venue' } },
      schema: {
        summary: "Stops this tablet's notifications of the venue's new orders",
        tags: ['push'],
        params: seatWebParams,
        body: endpointBody,
        response: { 200: z.object({ removed: z.boolean() }), ...staffErrorResponses },
      },
    },
    async (request) => ({ removed: await deleteOwnSubscription(app.db, staffOwner(request), request.body.endpoint) }),
  );

  app.post(
    '/staff/venues/:seatWebId/push-subscription/status',
    {
      config: { staff: { role: 'staff', scope: 'venue' } },
      schema: {
        summary: "Whether this tablet is told of the venue's new orders",
        tags: ['push'],
        params: seatWebParams,
        body: endpointBody,
        response: { 200: z.object({ subscribed: z.boolean() }), ...staffErrorResponses },
      },
    },
    async (request) => ({ subscribed: await hasOwnSubscription(app.db, staffOwner(request), request.body.endpoint) }),
  );
};
