// /api/staff/venues/{seatWebId}/bookings...: the booking board. Permissions:
// config.staff (plugins/staff-access.ts).
import { plainText, queryId, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingBoardSchema, staffReservationRequestSchema } from '@tavola/domain/order-board';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import { createOutboundMessaging } from '../booking/outbound-messaging';
import { bookingSecrets } from '../booking/booking-secrets';
import type { BookingContext } from '../booking/booking-service';
import { streamEvents, type Audience } from '../events/event-stream';
import { staffStreamKey } from '../events/stream-sessions';
import { findVenue } from '../order-board';
import { addStaffReservation, cancelByStaff, loadBookingBoard, markAttendance } from './booking-board-service';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const venueParams = z.object({ seatWebId: queryId() });
const reservationParams = venueParams.extend({ reservationId: plainText().trim().min(1).max(64) });
const onVenueBoard = { staff: STAFF_ACCESS.bookingBoard } as const;
const response = { 200: bookingBoardSchema, ...staffErrorResponses };
/** The booking board reloads the day on any event: nothing to render. */
const bookingChanges: Audience<null> = { name: 'booking-board', render: async () => new Map() };

export const bookingBoardRoutes: FastifyPluginAsyncZod<{ sessionSecret: string }> = async (app, opts) => {
  const ctx: BookingContext = {
    db: app.db,
    now: () => app.now(),
    verifyTimeoutMinutes: app.config.RESERVATION_VERIFY_TIMEOUT_MINUTES,
    secrets: bookingSecrets(app.config, opts.sessionSecret),
    log: app.log,
  };
  const outbound = createOutboundMessaging(app.config);

  app.get(
    '/staff/venues/:seatWebId/bookings',
    {
      config: onVenueBoard,
      schema: {
        summary: "The venue's reservations of a day by band, people against places",
        tags,
        security,
        params: venueParams,
        querystring: z.object({ day: z.iso.date().optional() }),
        response,
      },
    },
    async (request) => {
      const { seatWebId } = requireStaffVenue(request);
      const venue = await findVenue(app.db, seatWebId);
      const day = request.query.day ?? venueLocalTime(app.now(), venue?.timeZone ?? 'Europe/Rome').date;
      return loadBookingBoard(ctx, seatWebId, day);
    },
  );

  app.get(
    '/staff/venues/:seatWebId/bookings/events',
    {
      config: onVenueBoard,
      schema: {
        summary: "Server-sent events of the venue's reservations",
        description:
          'text/event-stream; event "booking" with data {subject: reservationId, data: null}: the board reloads the day. ' +
          'Resumes after Last-Event-ID or ?lastEventId= like the order stream.',
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
        filter: { topics: ['booking'] },
        audience: bookingChanges,
        session: { kind: app.events.staffSessions, key: staffStreamKey(request, staff) },
      });
    },
  );

  app.post(
    '/staff/venues/:seatWebId/bookings',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Add a phone or walk-in reservation (same capacity rules, confirmed at once)',
        description: 'A full band answers 509 BOOKING_NO_AVAILABILITY like the diners’ AddPrenotazione.',
        tags,
        security,
        params: venueParams,
        body: staffReservationRequestSchema,
        response,
      },
    },
    async (request) => addStaffReservation(ctx, requireStaffVenue(request), request.body),
  );

  app.post(
    '/staff/venues/:seatWebId/bookings/:reservationId/cancel',
    {
      config: onVenueBoard,
      schema: {
        summary: 'Cancel a reservation (its places are free again; the diner is told)',
        tags,
        security,
        params: reservationParams,
        response,
      },
    },
    async (request) =>
      cancelByStaff(
        {
          ...ctx,
          origin: app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
          whatsapp: outbound.whatsapp,
          outbound,
        },
        requireStaffVenue(request),
        request.params.reservationId,
      ),
  );

  for (const [path, status] of [
    ['arrived', 'arrived'],
    ['no-show', 'no-show'],
  ] as const) {
    app.post(
      `/staff/venues/:seatWebId/bookings/:reservationId/${path}`,
      {
        config: onVenueBoard,
        schema: { summary: `Mark a reservation ${status}`, tags, security, params: reservationParams, response },
      },
      async (request) => markAttendance(ctx, requireStaffVenue(request), request.params.reservationId, status),
    );
  }
};
