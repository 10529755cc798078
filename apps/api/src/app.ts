// Builds the whole application as a Fastify instance without listening (house style,
// fastify/demo): server.ts listens, tests call app.inject on the same build.
import path from 'node:path';
import { fastifyCookie } from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { accountRoutes } from './modules/account/account-routes';
import { customerRoutes } from './modules/customer/customer-routes';
import { languageRoutes } from './modules/language/language-routes';
import { seatWebRoutes } from './modules/seat-web/seat-web-routes';
import { appPageHead } from './modules/settings/app-page-head';
import { settingsRoutes } from './modules/settings/settings-routes';
import { devRoutes } from './modules/dev/dev-routes';
import { bookingDevRoutes } from './modules/booking/booking-dev-routes';
import { bookingRoutes } from './modules/booking/booking-routes';
import { customerAddressRoutes } from './modules/customer-address/customer-address-routes';
import { registrationRoutes } from './modules/registration/registration-routes';
import { orderRoutes } from './modules/order/order-routes';
import { testCardRoutes } from './modules/payment/test-card-routes';
import { createOnlinePayments, type OnlinePayments } from './modules/payment/online/online-payments';
import { loadSimulators } from './simulated-mode';
import { paymentMethodsRoutes } from './modules/payment/online/payment-methods-routes';
import { stripeRoutes } from './modules/payment/stripe/stripe-routes';
import { paypalRoutes } from './modules/payment/paypal/paypal-routes';
import { satispayRoutes } from './modules/payment/satispay/satispay-routes';
import { sumupRoutes } from './modules/payment/sumup/sumup-routes';
import { nexiRoutes } from './modules/payment/nexi/nexi-routes';
import type { AddressInfo } from 'node:net';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { invalidateMenuCache, MenuCache } from './modules/menu-web/menu-cache';
import { CompanyVenueCache, invalidateCompanyVenueCache } from './modules/company/company-venue-cache';
import { menuWebRoutes } from './modules/menu-web/menu-web-routes';
import { timeFrameRoutes } from './modules/time-frame/time-frame-routes';
import { mapsRoutes } from './modules/maps/maps-routes';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { mapsPlugin } from './plugins/maps';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { sessionPlugin } from './plugins/session';
import { staffAccessPlugin } from './plugins/staff-access';
import { staffOriginPlugin } from './plugins/staff-origin';
import { staffAccountsRoutes } from './modules/staff-accounts/staff-accounts-routes';
import { orderBoardRoutes } from './modules/order-board/order-board-routes';
import { tableTabRoutes } from './modules/table-tab/table-tab-routes';
import { orderProgressRoutes } from './modules/order-board/order-progress-routes';
import { orderingPauseRoutes } from './modules/order-board/ordering-pause-routes';
import { bookingBoardRoutes } from './modules/booking-board/booking-board-routes';
import { eventsPlugin } from './modules/events/events-plugin';
import { webAppPlugin } from './plugins/web-app';
import { compressionPlugin } from './plugins/compression';
import { requestIdOf, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { healthRoutes } from './modules/health/health-routes';
import { menuAdminRoutes } from './modules/menu-admin/menu-admin-routes';
import { venueHoursRoutes } from './modules/venue-hours/venue-hours-routes';
import { companyAdminRoutes } from './modules/company-admin/company-admin-routes';
import { paymentAdminRoutes } from './modules/payment-admin/payment-admin-routes';
import { bookingCapacityRoutes } from './modules/booking-capacity/booking-capacity-routes';
import { menuChangesPlugin } from './modules/menu-admin/menu-changes';
import { createMediaStorage } from './modules/menu-admin/media-storage';
import { menuMediaPlugin } from './modules/menu-admin/menu-images';
import { venueAdminRoutes } from './modules/venue-admin/venue-admin-routes';
import { companySetupRoutes } from './modules/company-setup/company-setup-routes';
import { whiteLabelPlugin } from './modules/white-label/white-label-plugin';
import { reportsRoutes } from './modules/reports/reports-routes';
import { orderHistoryRoutes } from './modules/order-history/order-history-routes';
import { printingPlugin } from './modules/printing/printing-plugin';
import { printingRoutes } from './modules/printing/printing-routes';
import { tabPaymentRoutes } from './modules/tab-payment/tab-payment-routes';
import { refundRoutes } from './modules/refund/refund-routes';
import { pushPlugin } from './modules/push/push-plugin';
import { pushRoutes } from './modules/push/push-routes';
import type { PushSender } from './modules/push/push-service';
import { configuredVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { webManifestRoutes } from './modules/web-manifest/web-manifest-routes';
import { endOfDayRoutes } from './modules/end-of-day/end-of-day-routes';
import { endOfDayPlugin } from './modules/end-of-day/end-of-day-plugin';
import { reportDaysPlugin } from './modules/reports/report-days-job';

export interface AppDependencies {
  config: Config;
  db: Db;
  sessionSecret: string;
  /** The clock every rule reads (end of service, slots); tests may fix it. */
  now?: () => Date;
  /** Web Push keys (server.ts: configured or kept in DATA_DIR); absent: the configured ones, if any. */
  vapidKeys?: VapidKeys | null;
  /** Where push messages go (tests); absent: the push services, by web-push. */
  pushSender?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now: () => Date;
    onlinePayments: OnlinePayments;
    /** Assembled menus kept in memory; see menu-cache.ts. */
    menuCache: MenuCache;
    /** Company, venue and time-frame rows kept in memory; see company-venue-cache.ts. */
    companyVenueCache: CompanyVenueCache;
  }
}

/** Fastify's trustProxy: a hop count becomes proxy-addr's 'trust the first N hops' function. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp(deps: AppDependencies, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      // Query strings of the password calls carry passwords (spec README): never log URLs
      // with their query; routes log what they need.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      },
    },
    // Proxy headers only from configured proxies: otherwise any client would choose
    // its own address (and so its rate-limit budget) with X-Forwarded-For.
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // X-Request-Id, checked (plugins/request-id.ts), becomes pino's reqId.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Every route speaks zod: its compilers, given as the compilers' factory, are the root's
    // compilers, and Fastify never loads its default JSON-schema ones (Ajv and its formats,
    // fast-json-stringify), about 0.1 s of a cold start. The factory's types are
    // Ajv's, hence the casts.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
    ...options,
  });

  app.decorate('config', deps.config);
  app.decorate('now', deps.now ?? (() => new Date()));

  await app.register(errorsPlugin);
  // Production runtime: before every route, so each answer carries them.
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin);
  // Prometheus metrics (docs/operations.md): before every route, so each one is measured.
  await app.register(metricsPlugin, { db: deps.db, token: deps.config.METRICS_TOKEN });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(dbPlugin, { db: deps.db });
  // White-label origins and CORS: before the session checks, so preflights pass.
  await app.register(whiteLabelPlugin);
  await app.register(sessionPlugin, { secret: deps.sessionSecret, ttlDays: deps.config.SESSION_TTL_DAYS });
  // Cookies (the staff session's) are parsed and set by @fastify/cookie.
  await app.register(fastifyCookie);
  // Staff sessions and the route option config.staff.
  await app.register(staffAccessPlugin, { secret: deps.sessionSecret, ttlHours: deps.config.STAFF_SESSION_TTL_HOURS });
  // Its second wall: a staff change must come from a page of this app (decision 013).
  await app.register(staffOriginPlugin);
  // Before the routes: they name their budgets as config: { rateLimit: app.rateLimits.<kind> }.
  await app.register(rateLimitPlugin, {
    loginMax: deps.config.RATE_LIMIT_LOGIN_MAX,
    registrationMax: deps.config.RATE_LIMIT_REGISTRATION_MAX,
    mailMax: deps.config.RATE_LIMIT_MAIL_MAX,
    bookingMax: deps.config.RATE_LIMIT_BOOKING_MAX,
  });
  // Live boards: wakes event streams on NOTIFY (decision 009).
  await app.register(eventsPlugin, { retentionDays: deps.config.EVENTS_RETENTION_DAYS });
  // Kitchen printing: every process sends the print jobs due (modules/printing, docs/kitchen-printing.md).
  await app.register(printingPlugin, {
    pollSeconds: deps.config.PRINT_POLL_SECONDS,
    timeoutSeconds: deps.config.PRINT_TIMEOUT_SECONDS,
    retryMinSeconds: deps.config.PRINT_RETRY_MIN_SECONDS,
    retryMaxSeconds: deps.config.PRINT_RETRY_MAX_SECONDS,
  });
  // Web Push: order notices from the same events, sent outside the requests (modules/push).
  await app.register(pushPlugin, {
    keys: deps.vapidKeys !== undefined ? deps.vapidKeys : configuredVapidKeys(deps.config),
    sender: deps.pushSender,
  });
  const menuCache = new MenuCache(deps.db, { ttlMs: deps.config.MENU_CACHE_TTL_SECONDS * 1000 });
  await menuCache.listen();
  app.decorate('menuCache', menuCache);
  app.addHook('onClose', () => menuCache.close());
  const companyVenueCache = new CompanyVenueCache(deps.db, { ttlMs: deps.config.COMPANY_CACHE_TTL_SECONDS * 1000 });
  await companyVenueCache.listen();
  app.decorate('companyVenueCache', companyVenueCache);
  app.addHook('onClose', () => companyVenueCache.close());
  await app.register(mailerPlugin, {
    smtpUrl: deps.config.SMTP_URL,
    from: deps.config.MAIL_FROM,
    retryMinSeconds: deps.config.MAIL_RETRY_MIN_SECONDS,
    retryMaxSeconds: deps.config.MAIL_RETRY_MAX_SECONDS,
  });
  await app.register(mapsPlugin);
  // The venues' daily summary mails ("Chiusura giornata"), one round a minute across processes.
  await app.register(endOfDayPlugin);
  // The dashboard's closed days stored ahead, a step at a time across processes (modules/reports).
  await app.register(reportDaysPlugin, { intervalMinutes: deps.config.REPORT_DAYS_INTERVAL_MINUTES });

  await app.register(healthRoutes);
  // Online payments. The simulated providers exist only in demo and dev.
  const simulatorsModule = await loadSimulators(deps.config);
  const simulated = simulatorsModule
    ? simulatorsModule.createPaymentSimulators(() => {
        const address = app.server.address() as AddressInfo | null;
        return `http://127.0.0.1:${address?.port ?? deps.config.PORT}`;
      })
    : null;
  app.decorate(
    'onlinePayments',
    createOnlinePayments({
      db: deps.db,
      config: deps.config,
      log: app.log,
      simulators: simulated?.simulators ?? null,
      metrics: app.metrics,
    }),
  );
  if (simulatorsModule && simulated) await simulatorsModule.registerSimulatorRoutes(app, simulated);
  // Unpaid online orders are cancelled after PAYMENT_TIMEOUT_MINUTES (checked every
  // PAYMENT_SWEEP_INTERVAL_SECONDS, a minute by default). Every process keeps the timer; one
  // of them sweeps at a time (unpaid-order-sweep.ts, db/run-once.ts).
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      app.onlinePayments
        .cancelExpiredOrders(app.now())
        .catch((err: unknown) => app.log.error({ err }, 'unpaid order sweep failed'));
    }, deps.config.PAYMENT_SWEEP_INTERVAL_SECONDS * 1000);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    await simulated?.simulators.close();
  });
  // Back office, menus: the one menu-change signal and the uploaded pictures.
  await app.register(menuChangesPlugin);
  // Every committed menu edit drops the company's kept menus here and in every other process.
  app.menuChanges.subscribe((companyId) => invalidateMenuCache(deps.db, companyId));
  // A menu edit can also bind a menu to time frames, which the company-venue cache keeps.
  app.menuChanges.subscribe((companyId) => invalidateCompanyVenueCache(deps.db, companyId));
  await app.register(menuMediaPlugin, { dataDir: deps.config.dataDir, storage: createMediaStorage(deps.config) });

  await app.register(settingsRoutes);
  // Developer pages exist only in demo and dev; in prod /dev/* is a JSON 404.
  if (deps.config.APP_ENV !== 'prod') await app.register(devRoutes);
  if (deps.config.APP_ENV !== 'prod') await app.register(bookingDevRoutes);
  // The booking service of spec 001 §7 (the settings' bookTable* URLs).
  await app.register(bookingRoutes, { prefix: '/booking', sessionSecret: deps.sessionSecret });
  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(customerRoutes);
      await api.register(languageRoutes);
      await api.register(seatWebRoutes);
      await api.register(registrationRoutes);
      await api.register(customerAddressRoutes);
      await api.register(orderRoutes);
      // The offline test card exists only in demo and dev.
      if (deps.config.APP_ENV !== 'prod') await api.register(testCardRoutes);
      await api.register(paymentMethodsRoutes);
      await api.register(stripeRoutes);
      await api.register(paypalRoutes);
      await api.register(satispayRoutes);
      await api.register(sumupRoutes);
      await api.register(nexiRoutes);
      await api.register(menuWebRoutes);
      await api.register(catalogRoutes);
      await api.register(timeFrameRoutes);
      await api.register(mapsRoutes);
      // The restaurant's side.
      await api.register(staffAccountsRoutes);
      await api.register(orderBoardRoutes);
      await api.register(orderProgressRoutes, { sessionSecret: deps.sessionSecret });
      await api.register(tableTabRoutes, { sessionSecret: deps.sessionSecret });
      await api.register(orderingPauseRoutes);
      await api.register(bookingBoardRoutes, { sessionSecret: deps.sessionSecret });
      await api.register(menuAdminRoutes);
      // Venues and a new restaurant.
      await api.register(venueAdminRoutes);
      await api.register(companySetupRoutes);
      // Back office, hours and booking capacity.
      await api.register(venueHoursRoutes);
      // Back office: brand and legal, payment keys.
      await api.register(companyAdminRoutes);
      await api.register(paymentAdminRoutes);
      await api.register(bookingCapacityRoutes);
      // The owner's dashboard.
      await api.register(reportsRoutes);
      await api.register(orderHistoryRoutes);
      await api.register(printingRoutes);
      await api.register(tabPaymentRoutes);
      await api.register(refundRoutes);
      // The installable app: manifest per company, and Web Push subscriptions.
      await api.register(webManifestRoutes);
      await api.register(pushRoutes);
      await api.register(endOfDayRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    webDistDir: deps.config.WEB_DIST_DIR,
    imagesDir: path.join(deps.config.repoRoot, 'apps/api/assets/images'),
    pageHead: appPageHead(app),
  });
  return app;
}
