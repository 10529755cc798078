// Routes (spec 000 §2, spec 001 §2). Everything renders under RootProviders, which starts the
// app context first.
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/account-routes';
import { bookingRoutes } from '../features/booking/booking-routes';
import { HomePage } from '../features/home/home-page';
import { orderingRoutes } from '../features/ordering/ordering-routes';
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
    // Shown while the first page's chunk loads (pages other than home load on demand, #14).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'start-error/:errorType', lazy: lazyPage(() => import('../features/start-error/start-error-page'), 'StartErrorPage') },
      ...accountRoutes,
      ...orderingRoutes,
      ...bookingRoutes,
      // Next: 'main' with the ordering journey's children (issue #3: day-selection, menu,
      // menu-selection, questions, time-selection, order-summary/..., payments/...) and
      // book-table, behind the route guard of spec 001 §2; account pages (login, register,
      // user-orders, ...) beside it.
      { path: '*', element: <RedirectToRoot /> },
    ],
  },
];

/**
 * The restaurant's screens (issue #11): a lazy chunk outside the diners' shell and startup, so
 * nothing of them is in a diner's first load.
 */
/** The menu back office (issue #12): its own lazy chunk under /staff/menu. */
const backOfficeMenusRoute: RouteObject = {
  path: 'staff/menu/*',
  errorElement: <RootErrorPage />,
  lazy: async () => ({ Component: (await import('../features/back-office-menus/back-office-menus-app')).BackOfficeMenusApp }),
};

/** Venues back office and a new restaurant's setup checklist (issue #13): one lazy chunk. */
const venuesModule = () => import('../features/back-office-venues/back-office-venues-app');
const backOfficeVenuesRoutes: RouteObject[] = [
  { path: 'staff/venues', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await venuesModule()).VenuesPage }) },
  { path: 'staff/venues/:seatWebId', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await venuesModule()).VenueEditPage }) },
  { path: 'staff/setup', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await venuesModule()).SetupPage }) },
];

/** Hours and booking capacity of a venue (issue #13): their own lazy chunk. */
const venueSettingsRoutes: RouteObject[] = [
  {
    path: 'staff/venues/:venueId/hours',
    errorElement: <RootErrorPage />,
    lazy: async () => ({ Component: (await import('../features/back-office-venue-hours/venue-settings-app')).HoursScreen }),
  },
  {
    path: 'staff/venues/:venueId/booking',
    errorElement: <RootErrorPage />,
    lazy: async () => ({ Component: (await import('../features/back-office-venue-hours/venue-settings-app')).BookingCapacityScreen }),
  },
];

/** The company's settings (issue #13): brand and legal, payment keys, team; one lazy chunk. */
const companySettings = () => import('../features/back-office-company/back-office-company-app');
const backOfficeCompanyRoutes: RouteObject[] = [
  { path: 'staff/company', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await companySettings()).CompanySettingsApp }) },
  { path: 'staff/payments', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await companySettings()).PaymentsApp }) },
  { path: 'staff/team', errorElement: <RootErrorPage />, lazy: async () => ({ Component: (await companySettings()).TeamApp }) },
];

const staffRoute: RouteObject = {
  path: 'staff/*',
  errorElement: <RootErrorPage />,
  lazy: async () => ({ Component: (await import('../features/staff-board/staff-app')).StaffApp }),
};

/** Every page renders inside the shell's global UI and the route guard of spec 001 §2. */
export const routes: RouteObject[] = [
  backOfficeMenusRoute,
  ...backOfficeVenuesRoutes,
  ...venueSettingsRoutes,
  ...backOfficeCompanyRoutes,
  staffRoute,
  ...appRoutes.map((root) => ({ ...root, children: [{ element: <GuardedLayout />, children: root.children }] }) as RouteObject),
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
