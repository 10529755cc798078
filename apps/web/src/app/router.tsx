// Routes (spec 000 §2, spec 001 §2). Everything renders under RootProviders, which starts the
// app context first.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/account-routes';
import { bookingRoutes } from '../features/booking/booking-routes';
import { HomePage } from '../features/home/home-page';
import { orderingRoutes } from '../features/ordering/ordering-routes';
import { tableTabRoutes } from '../features/table-tab/table-tab-routes';
import { languageFromPath } from '@tavola/domain/app-page';
import { FullPageSpinner } from '../components/full-page-spinner';
import { lazyPage } from '../lib/lazy-page';
import { RootErrorPage } from './root-error-page';
import { RootProviders } from './providers';
import { GuardedLayout } from './route-guard';

const appRoutes: RouteObject[] = [
  {
    element: <RootProviders />,
    errorElement: <RootErrorPage />,
    // Shown while the first page's chunk loads (pages other than home load on demand).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      {
        path: 'start-error/:errorType',
        lazy: lazyPage(() => import('../features/start-error/start-error-page'), 'StartErrorPage'),
      },
      ...accountRoutes,
      ...orderingRoutes,
      ...tableTabRoutes,
      ...bookingRoutes,
      // Next: 'main' with the ordering journey's children (day-selection, menu,
      // menu-selection, questions, time-selection, order-summary/..., payments/...) and
      // book-table, behind the route guard of spec 001 §2; account pages (login, register,
      // user-orders, ...) beside it.
      { path: '*', element: <RedirectToRoot /> },
    ],
  },
];

/**
 * One of the restaurant's screens: a lazy chunk outside the diners' shell and
 * startup, so nothing of them is in a diner's first load. A spinner shows while the chunk of
 * the first page opened loads (without one the page stayed blank, and React Router warned).
 */
function staffScreen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    lazy: async () => ({ Component: await load() }),
  };
}

/** The menu back office: its own lazy chunk under /staff/menu. */
const backOfficeMenusRoute = staffScreen(
  'staff/menu/*',
  async () => (await import('../features/back-office-menus/back-office-menus-app')).BackOfficeMenusApp,
);

/** Venues back office and a new restaurant's setup checklist: one lazy chunk. */
const venuesModule = () => import('../features/back-office-venues/back-office-venues-app');
const backOfficeVenuesRoutes: RouteObject[] = [
  staffScreen('staff/venues', async () => (await venuesModule()).VenuesPage),
  staffScreen('staff/venues/:seatWebId', async () => (await venuesModule()).VenueEditPage),
  staffScreen('staff/setup', async () => (await venuesModule()).SetupPage),
];

/** Hours and booking capacity of a venue: their own lazy chunk. */
const venueSettingsModule = () => import('../features/back-office-venue-hours/venue-settings-app');
const venueSettingsRoutes: RouteObject[] = [
  staffScreen('staff/venues/:venueId/hours', async () => (await venueSettingsModule()).HoursScreen),
  staffScreen('staff/venues/:venueId/booking', async () => (await venueSettingsModule()).BookingCapacityScreen),
];

/** A venue's kitchen printers: their own lazy chunk. */
const printersRoute = staffScreen(
  'staff/venues/:venueId/printers',
  async () => (await import('../features/back-office-printers/printers-page')).PrintersScreen,
);

/** The company's settings: brand and legal, payment keys, team; one lazy chunk. */
const companySettings = () => import('../features/back-office-company/back-office-company-app');
const backOfficeCompanyRoutes: RouteObject[] = [
  staffScreen('staff/company', async () => (await companySettings()).CompanySettingsApp),
  staffScreen('staff/payments', async () => (await companySettings()).PaymentsApp),
  staffScreen('staff/team', async () => (await companySettings()).TeamApp),
];

/** The owner's dashboard: its own lazy chunk, with the charts. */
const staffReportsRoute = staffScreen(
  'staff/reports',
  async () => (await import('../features/staff-reports/staff-reports-app')).StaffReportsApp,
);
/** The end of one day of a venue ("Chiusura giornata"): a small chunk of its own, without the charts. */
const staffEndOfDayRoute = staffScreen(
  'staff/reports/day',
  async () => (await import('../features/staff-reports/end-of-day-app')).StaffEndOfDayApp,
);

/** The order history with its search and CSV export: its own lazy chunk. */
const staffOrderHistoryRoute = staffScreen(
  'staff/orders',
  async () => (await import('../features/staff-order-history/staff-order-history-app')).StaffOrderHistoryApp,
);

/** Sign-in, invitation, the order and booking boards and the venue picker. */
const staffRoute = staffScreen('staff/*', async () => (await import('../features/staff-board/staff-app')).StaffApp);

/** Every page renders inside the shell's global UI and the route guard of spec 001 §2. */
export const routes: RouteObject[] = [
  {
    // The restaurant's screens share one title and heading focus, in its own lazy chunk.
    lazy: async () => ({ Component: (await import('../features/staff-board/staff-layout')).StaffLayout }),
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RootErrorPage />,
    children: [
      backOfficeMenusRoute,
      ...backOfficeVenuesRoutes,
      ...venueSettingsRoutes,
      printersRoute,
      ...backOfficeCompanyRoutes,
      staffReportsRoute,
      staffEndOfDayRoute,
      staffOrderHistoryRoute,
      staffRoute,
    ],
  },
  ...appRoutes.map(
    (root) => ({ ...root, children: [{ element: <GuardedLayout />, children: root.children }] }) as RouteObject,
  ),
];

/** Spec 001 §2: unknown paths go to the root. The query (?company=...) is kept. */
function RedirectToRoot() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/**
 * The language prefix of spec 001 §2 (/en/...) becomes the router's basename, so every
 * route and link works below it.
 */
export function createAppRouter(pathname = window.location.pathname) {
  const language = languageFromPath(pathname);
  return createBrowserRouter(routes, { basename: language ? `/${language}` : '/' });
}
