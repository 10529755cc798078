// Demo mode (spec 000 §1: "the demo ... completes an order to the order summary without
// login"). An anonymous cash order of the configured demo venue and menu is confirmed at once,
// when saved and when completed: nobody reads the demo's confirmation mail, and the demo's
// diner gives no contact data (account/demoDiner). Any other order, and every order outside
// APP_ENV=demo, follows the normal rule (contact data, e-mail confirmation).
import { badRequest } from '@tavola/domain/error-codes';
import { customerSchema } from '@tavola/domain/entities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { dinerWithoutContactData } from '../registration/registration-service';

export type DemoConfig = Pick<Config, 'APP_ENV' | 'DEMO_SEAT_WEB_ID' | 'DEMO_MENU_WEB_ID'>;

export function isDemoOrder(config: DemoConfig, order: { seatWebId: number; menuWebId: number | null }): boolean {
  return (
    config.APP_ENV === 'demo' &&
    config.DEMO_SEAT_WEB_ID != null &&
    config.DEMO_MENU_WEB_ID != null &&
    order.seatWebId === config.DEMO_SEAT_WEB_ID &&
    order.menuWebId === config.DEMO_MENU_WEB_ID
  );
}

export const DEMO_MODE_OFF_MESSAGE = 'Per ordinare servono i tuoi dati di contatto.';

/** The session's venue is the configured demo venue, in demo mode. */
export function isDemoVenue(config: DemoConfig, seatWebId: number | null): boolean {
  return (
    config.APP_ENV === 'demo' &&
    config.DEMO_SEAT_WEB_ID != null &&
    config.DEMO_MENU_WEB_ID != null &&
    seatWebId === config.DEMO_SEAT_WEB_ID
  );
}

/**
 * account/demoDiner (ours): the demo completes an order without login (spec 000 §1), so at the
 * demo venue an anonymous diner gives no e-mail, phone or consents: nobody reads the demo's
 * mails. Keeps the session's customer, or creates an anonymous one without contact data. Any
 * other venue, or outside the demo, answers 400: its orders need the contact data.
 */
export const demoDinerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/demoDiner',
    {
      schema: {
        summary: 'An anonymous diner of the demo, without contact data (ours)',
        description:
          'Only with APP_ENV=demo, DEMO_SEAT_WEB_ID and DEMO_MENU_WEB_ID set, from a session at the demo venue (spec 000 §1 ' +
          "demo mode). Keeps the session's customer, or creates an anonymous one without e-mail, phone or consents. " +
          'Otherwise 400 CONTACT_DATA_REQUIRED. The new token is in the Authorization header.',
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      if (!isDemoVenue(app.config, session.seatWebId)) throw badRequest('CONTACT_DATA_REQUIRED', DEMO_MODE_OFF_MESSAGE);
      const customer = await dinerWithoutContactData(app.db, session);
      await app.issueSession(reply, { ...session, customerId: customer.customerId });
      return customer;
    },
  );
};
