// timeFrameWeb/* calls of spec 000 §7: days, frames and slots of the session's venue, on its
// own clock (app.now(), Europe/Rome for the demo). Empty lists are answers, not errors: the
// day selection shows the spec's texts (NO_DAYS_MESSAGE, NO_TIME_FRAMES_MESSAGE in
// @tavola/domain/slot-rules) when a list is empty.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daySchema, slotListSchema, slotRequestSchema, timeFrameSchema } from '@tavola/domain/menu';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { menuPublicationStatusParam } from '../menu-web/menu-publication-status-param';
import {
  getAllTimeFrames,
  getAvailableSlotsForTimeFrame,
  getDaysForCurrentSeat,
  getTimeFramesForCurrentSeat,
} from './time-frame-service';
import { cachedSlotList } from './slot-list-cache';
import { listenForHoursChanges } from './hours-changes';

const tags = ['timeFrameWeb'];
const security = [{ bearer: [] }];
const dateParam = z
  .string()
  .trim()
  .min(10)
  .max(40)
  .describe(
    "The day: 'YYYY-MM-DD' (a Day's `day`); a local date-time uses its date part, a zoned instant is read on the venue's clock",
  );

export const timeFrameRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hours edited in any process drop this process's kept slot lists.
  const stopListening = await listenForHoursChanges(app.db);
  app.addHook('onClose', () => stopListening());
  app.get(
    '/timeFrameWeb/getAllTimeFrames',
    {
      schema: {
        summary: "Every time frame of the session's venue (of every venue of the company when the session has none)",
        tags,
        security,
        response: { 200: z.array(timeFrameSchema), ...errorResponses },
      },
    },
    async (request) => getAllTimeFrames(app.db, requireSession(request)),
  );

  app.get(
    '/timeFrameWeb/getDaysForCurrentSeat',
    {
      schema: {
        summary: 'The days of the next 3 (today first) on which the venue serves the order type',
        description:
          "dayId is the offset from today (0 today); day is 'YYYY-MM-DD' on the venue's calendar; description 'oggi 07/03', 'domani 08/03', 'domenica 09/03'. Today is listed only while a frame still has a slot after now + 15 minutes. An empty list means: show 'Siamo spiacenti, il locale non effettua il servizio richiesto nei prossimi 3 giorni'. 400 SEAT_WEB_REQUIRED without a venue in the session.",
        tags,
        security,
        querystring: z.object({ menuPublicationStatus: menuPublicationStatusParam }),
        response: { 200: z.array(daySchema), ...errorResponses },
      },
    },
    async (request) =>
      getDaysForCurrentSeat(app.db, requireSession(request), request.query.menuPublicationStatus, app.now()),
  );

  app.get(
    '/timeFrameWeb/getTimeFramesForCurrentSeat',
    {
      schema: {
        summary: "The venue's time frames for a day and an order type",
        description:
          "Frames serving the order type on the day's weekday; today only those with a slot still after now + 15 minutes; dates outside the next 3 days have none. An empty list means: show 'Siamo spiacenti, il servizio non è disponibile per il giorno scelto'. 400 SEAT_WEB_REQUIRED without a venue in the session.",
        tags,
        security,
        querystring: z.object({ date: dateParam, menuPublicationStatus: menuPublicationStatusParam }),
        response: { 200: z.array(timeFrameSchema), ...errorResponses },
      },
    },
    async (request) =>
      getTimeFramesForCurrentSeat(app.db, requireSession(request), {
        date: request.query.date,
        status: request.query.menuPublicationStatus,
        now: app.now(),
      }),
  );

  app.post(
    '/timeFrameWeb/getAvailableSlotsForTimeFrame',
    {
      schema: {
        summary: 'The time slots still offered in a frame on a day',
        description:
          "slotList: 'HH:mm' venue-local times, ascending: every slotMinutes from the frame's begin, before its end; today only strictly after now + 15 minutes; slots whose capacity stored orders have taken are left out. OrderDate is the Day's `day` ('YYYY-MM-DD'). details are accepted as documented and do not change the slots. 404 TIME_FRAME_NOT_FOUND for a frame of another venue.",
        tags,
        security,
        body: slotRequestSchema.extend({ details: slotRequestSchema.shape.details.max(200).default([]) }),
        response: { 200: slotListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const args = {
        timeFrameWebId: request.body.timeFrameWebId,
        orderType: request.body.orderType,
        date: request.body.OrderDate,
        now: app.now(),
      };
      const compute = () => getAvailableSlotsForTimeFrame(app.db, session, args);
      // Kept for a moment per venue (slot-list-cache.ts); without a venue the call answers 400.
      const slotList =
        session.seatWebId === null
          ? await compute()
          : await cachedSlotList(
              app.db,
              { ...args, companyId: session.companyId, seatWebId: session.seatWebId },
              args.now,
              compute,
            );
      return { slotList };
    },
  );
};
