// The settings file of spec 000 §7 / 001 §3, served by the API so one deployment needs no
// separate static config: the base URLs point back at this server's own modules.
import { plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSettingsSchema, type AppSettings } from '@tavola/domain/entities';
import { httpsOriginOfHost } from '../white-label/white-label-origins';

// Only the cache-defeating timestamp is expected; anything else is ignored.
const appSettingsQuery = z.object({ t: plainText().optional() });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings.json',
    {
      schema: {
        summary: 'The settings file the web app loads at start (with a timestamp query against caching)',
        tags: ['settings'],
        querystring: appSettingsQuery,
        response: { 200: appSettingsSchema },
      },
    },
    async (request, reply) => {
      // Opened on a company's white-label address (issue #13): the app starts with that
      // company, and its calls stay on that address (same origin, as the CSP wants).
      const hostOrigin = httpsOriginOfHost(request.host);
      const whiteLabel = hostOrigin ? await app.whiteLabelOrigins.companyFor(hostOrigin) : null;
      const origin = whiteLabel && hostOrigin ? hostOrigin : (app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`);
      const booking = `${origin}/booking/`;
      reply.header('cache-control', 'no-store');
      const settings: AppSettings = {
        env: app.config.APP_ENV,
        webApiUrls: {
          backend: `${origin}/api/`,
          bookTableInfo: `${booking}GetInfo`,
          bookTableDatesAvailability: `${booking}ProssimiDisponibili`,
          bookTableTimesAvailability: `${booking}GetOrariDisponibiliCapacita`,
          bookTableAddReservation: `${booking}AddPrenotazione`,
          bookTableDesktopReservation: `${booking}ConfermaDesktop`,
          bookTableCheckReservationStatus: `${booking}GetStatoPrenotazione`,
          bookTableOffer: `${booking}GetOfferta`,
          bookTableReservation: `${booking}GetPrenotazione`,
          bookTableCancelReservation: `${booking}Disdetta`,
        },
        tableReservation: {
          whatsAppNumber: app.config.BOOKING_WHATSAPP_NUMBER,
          smsNumber: app.config.BOOKING_SMS_NUMBER,
          telegramBot: app.config.BOOKING_TELEGRAM_BOT,
        },
        app: { clientId: 'tavola-web' },
        demo: {
          companyUrlName: app.config.DEMO_COMPANY,
          seatWebId: app.config.DEMO_SEAT_WEB_ID ?? null,
          menuWebId: app.config.DEMO_MENU_WEB_ID ?? null,
        },
        // Optional blocks (issue #4): no Google client id, no Google button; no marketing site,
        // start-error 1 also past 60 days of end of service.
        ...(app.config.GOOGLE_CLIENT_ID ? { google: { clientId: app.config.GOOGLE_CLIENT_ID } } : {}),
        ...(app.config.MARKETING_SITE_URL ? { marketingSiteUrl: app.config.MARKETING_SITE_URL } : {}),
        // The browser's maps show tiles from here (issue #10); the maps provider's key stays on the server.
        maps: { tilesUrl: app.config.MAP_TILES_URL, tilesAttribution: app.config.MAP_TILES_ATTRIBUTION },
        ...(whiteLabel ? { companyUrlName: whiteLabel.urlName } : {}),
      };
      return settings;
    },
  );
};
