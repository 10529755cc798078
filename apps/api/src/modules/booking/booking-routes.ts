// The booking service of spec 001 §7 as a module of our server, under /booking/ (the settings
// file's webApiUrls.bookTable* point here), keeping the documented names: GetInfo,
// ProssimiDisponibili, GetOrariDisponibiliCapacita, AddPrenotazione, ConfermaDesktop,
// GetStatoPrenotazione, GetOfferta, GetPrenotazione, Disdetta; plus the messaging webhooks
// under /booking/webhooks/. The calls carry no session (the client never sends our token to
// the booking URLs): a venue is named by its tableReservationId, a reservation by its random
// id, and what changes a reservation needs its token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoToBookingDay } from '@tavola/domain/booking-capacity';
import {
  addReservationBodySchema,
  addReservationResponseSchema,
  cancelQuerySchema,
  cancelResultSchema,
  desktopConfirmBodySchema,
  getInfoQuerySchema,
  getInfoResponseSchema,
  nextDaysQuerySchema,
  nextDaysResponseSchema,
  offerQuerySchema,
  offerSchema,
  reservationIdQuerySchema,
  reservationInfoResponseSchema,
  reservationStatusResponseSchema,
  timesQuerySchema,
  timesResponseSchema,
} from '@tavola/domain/booking-calls';
import { errorResponses } from '../../lib/error-responses';
import { TooManyRequestsError } from '../../plugins/rate-limit';
import type { MessagingContext } from './booking-messaging-service';
import { createOutboundMessaging } from './outbound-messaging';
import { bookingSecrets } from './booking-secrets';
import {
  addReservation,
  BookingForbiddenError,
  cancelReservation,
  cancellationLink,
  desktopConfirm,
  getInfo,
  getOffer,
  nextDays,
  reservationInfo,
  reservationStatus,
  times,
  type BookingContext,
} from './booking-service';
import { bookingWebhookRoutes } from './booking-webhook-routes';

const errorBody = errorResponses[400];
const tags = ['booking'];
const FORM = 'application/x-www-form-urlencoded';

export interface BookingRoutesOptions {
  /** The session secret, from which the cancellation-token key is derived when BOOKING_TOKEN_SECRET is unset. */
  sessionSecret: string;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, opts) => {
  const secrets = bookingSecrets(app.config, opts.sessionSecret);
  const ctx: BookingContext = {
    db: app.db,
    now: () => app.now(),
    verifyTimeoutMinutes: app.config.RESERVATION_VERIFY_TIMEOUT_MINUTES,
    secrets,
    log: app.log,
  };
  const { whatsapp } = createOutboundMessaging(app.config);
  // Cancellation links (secrets) and signed webhook URLs use the configured origin only.
  const originOf = (_request: { protocol: string; host: string }) => app.config.publicOrigin;
  const messaging = (request: { protocol: string; host: string }): MessagingContext => ({
    ...ctx,
    origin: originOf(request),
    whatsapp,
  });

  // ConfermaDesktop is form-encoded (001 §7); parsed here only, as flat string fields.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.get(
    '/GetInfo',
    {
      schema: {
        summary: 'Booking settings of a venue: enabled, cucina1, cucina2, maxquanti, waserver',
        description: 'p = {tableReservationId}_{password}. A wrong password answers 403.',
        tags,
        querystring: getInfoQuerySchema,
        response: { 200: getInfoResponseSchema, 403: errorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return await getInfo(ctx, request.query.p);
      } catch (error) {
        if (error instanceof BookingForbiddenError)
          return reply.code(403).send({ code: error.code, message: error.message });
        throw error;
      }
    },
  );

  app.get(
    '/ProssimiDisponibili',
    {
      schema: {
        summary: 'The next days with free places (turni: data, pranzo, cena, disponibilip, disponibilic, ...)',
        description:
          "From today (venue time) the first days within the venue's horizon that still have free places. description is 'oggi', 'domani' or the weekday; date is ISO.",
        tags,
        querystring: nextDaysQuerySchema,
        response: { 200: nextDaysResponseSchema, ...errorResponses },
      },
    },
    async (request) => nextDays(ctx, request.query.id),
  );

  app.get(
    '/GetOrariDisponibiliCapacita',
    {
      schema: {
        summary: 'The time bands of a day that still fit the party (turni: data, da, a, tavoli, orari)',
        description:
          'day dd-MM-yyyy; cucina 1 or 2. Times already past (venue time) are never offered; no band means no availability.',
        tags,
        querystring: timesQuerySchema,
        response: { 200: timesResponseSchema, ...errorResponses },
      },
    },
    async (request) => times(ctx, request.query),
  );

  app.post(
    '/AddPrenotazione',
    {
      config: { rateLimit: app.rateLimits.booking },
      schema: {
        summary: 'Adds a reservation (held until verified or RESERVATION_VERIFY_TIMEOUT_MINUTES)',
        description:
          "Admits exactly what fits: concurrent requests for a band and day queue on its lock. Answers the reservation as the browser keeps it (id, token, arrv, conf). 509 'Purtroppo non abbiamo disponibilità!' when the band is full.",
        tags,
        body: addReservationBodySchema,
        response: { 200: addReservationResponseSchema, 509: errorBody, ...errorResponses },
      },
    },
    async (request) => addReservation(ctx, request.body),
  );

  // ConfermaDesktop confirms for the phone it is given and messages it (001 §4 keeps that
  // flow), so besides the per-address booking budget each phone has its own.
  const perPhone = app.createRateLimit({
    max: app.config.RATE_LIMIT_DESKTOP_PHONE_MAX,
    timeWindow: '1 hour',
    keyGenerator: (request) => `desktop-phone|${(request.body as { phone?: string } | undefined)?.phone ?? ''}`,
  });

  app.post(
    '/ConfermaDesktop',
    {
      config: { rateLimit: app.rateLimits.booking },
      preHandler: async (request) => {
        if (!(request.body as { phone?: string }).phone) return;
        const limit = await perPhone(request);
        if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequestsError(limit.ttlInSeconds);
      },
      schema: {
        summary: "Desktop Whatsapp: the venue's Whatsapp server confirms the reservation and messages the diner",
        description:
          "Form-encoded (or JSON) reservation; id, token and phone are read. Without a phone: 400 'Il numero di telefono è obbligatorio per poter confermare la prenotazione'.",
        tags,
        consumes: [FORM, 'application/json'],
        body: desktopConfirmBodySchema,
        response: { 200: addReservationResponseSchema, 509: errorBody, ...errorResponses },
      },
    },
    async (request) => {
      const confirmed = await desktopConfirm(ctx, request.body);
      const { row, venue } = confirmed;
      await whatsapp.send(
        messaging(request),
        row.phone,
        `Ciao${row.name ? ` ${row.name}` : ''}, la tua prenotazione da ${venue.venueName} per ${row.people} ${
          row.people === 1 ? 'persona' : 'persone'
        } il ${isoToBookingDay(row.day)} alle ${row.time} è confermata. Per cancellarla: ${cancellationLink(originOf(request), venue.companyUrlName, row)}`,
        { reservationId: row.reservationId, simulated: false },
      );
      return confirmed.reservation;
    },
  );

  app.get(
    '/GetStatoPrenotazione',
    {
      schema: {
        summary: 'Status of a reservation: arrv, conf, verf (ISO date-times) and err',
        description: "err is 'scaduta' when not verified in time (its places are free again) or 'cancellata'.",
        tags,
        querystring: reservationIdQuerySchema,
        response: { 200: reservationStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => reservationStatus(ctx, request.query.id),
  );

  app.get(
    '/GetOfferta',
    {
      schema: {
        summary: 'An offer by its code (off, idloc, descrizione, sconto, dal, al)',
        tags,
        querystring: offerQuerySchema,
        response: { 200: offerSchema, ...errorResponses },
      },
    },
    async (request) => getOffer(ctx, request.query.off),
  );

  app.get(
    '/GetPrenotazione',
    {
      schema: {
        summary: 'A reservation for the cancel page: DATA, DA (the chosen time), QUANTI, CANCELLATADA, CANCELLATAIL',
        tags,
        querystring: reservationIdQuerySchema,
        response: { 200: reservationInfoResponseSchema, ...errorResponses },
      },
    },
    async (request) => reservationInfo(ctx, request.query.id),
  );

  app.get(
    '/Disdetta',
    {
      schema: {
        summary: 'Cancels a reservation: c = reservation id, p = its token (the cancellation link)',
        description:
          'Answers, as text, OK, BP (wrong parameters), WP (wrong password: the token hash) or GC (already cancelled, ours). A cancelled reservation frees its places.',
        tags,
        querystring: cancelQuerySchema,
        produces: ['text/plain'],
        response: { 200: cancelResultSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await cancelReservation(ctx, request.query.c, request.query.p)),
  );

  await app.register(bookingWebhookRoutes, { ctx, whatsapp, originOf });
};
