// The settings of spec 000 §7 / 001 §3 for the address the browser uses: served as
// settings.json and, to save the phone a round trip before anything shows, inside the app's
// page itself (app-page-head.ts). The base URLs point back at this server's own modules.
import type { AppSettings } from '@tavola/domain/entities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpsOriginOfHost, type WhiteLabelCompany } from '../white-label/white-label-origins';

export interface SettingsForAddress {
  settings: AppSettings;
  /** The company of a white-label address, which the app then opens. */
  whiteLabel: WhiteLabelCompany | null;
}

export async function appSettingsFor(app: FastifyInstance, request: FastifyRequest): Promise<SettingsForAddress> {
  // Opened on a company's white-label address: the app starts with that
  // company, and its calls stay on that address (same origin, as the CSP wants).
  const hostOrigin = httpsOriginOfHost(request.host);
  const whiteLabel = hostOrigin ? await app.whiteLabelOrigins.companyFor(hostOrigin) : null;
  const origin =
    whiteLabel && hostOrigin ? hostOrigin : (app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`);
  const booking = `${origin}/booking/`;
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
    // Optional blocks: no Google client id, no Google button; no marketing site,
    // start-error 1 also past 60 days of end of service.
    ...(app.config.GOOGLE_CLIENT_ID ? { google: { clientId: app.config.GOOGLE_CLIENT_ID } } : {}),
    ...(app.config.MARKETING_SITE_URL ? { marketingSiteUrl: app.config.MARKETING_SITE_URL } : {}),
    // The browser's maps show tiles from here; the maps provider's key stays on the server.
    maps: { tilesUrl: app.config.MAP_TILES_URL, tilesAttribution: app.config.MAP_TILES_ATTRIBUTION },
    ...(whiteLabel ? { companyUrlName: whiteLabel.urlName } : {}),
  };
  return { settings, whiteLabel };
}
