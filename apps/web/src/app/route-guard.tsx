// The route guard of spec 001 §2:
// 1. leaving an order summary for a guarded page goes to the root;
// 2. otherwise a guarded page opens when there is a previous page (in-app navigation), or it is
//    one of the pages e-mails and messages link to (start-error, order-confirmed,
//    email-confirmed, reset-password, cancel-reservation, an order's summary), or it is the menu with a venue
//    configured and (a digital-menu-only company or a menu id set);
// 3. otherwise the visitor goes to the root.
// It decides by path, so it also covers routes other features add.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppContext } from '../lib/app-context';
import { GlobalUi } from '../features/shell/components/global-ui';
import { previousPathname, recordLocation } from '../lib/navigation-history';
import { PageHeadingFocus } from '../lib/page-heading-focus';
import { AppFooter } from '../features/shell/components/app-footer';

const guarded = [
  /^\/user-profile\/?$/,
  /^\/change-password\/?$/,
  /^\/user-orders\/?$/,
  /^\/login(\/[^/]+)?\/?$/,
  /^\/register\/?$/,
  /^\/forgot-password\/?$/,
  /^\/confirm-customer-email\/?$/,
  /^\/main(\/|$)/,
];

const openWithoutPreviousPage = [
  /^\/start-error\//,
  /^\/order-confirmed\//,
  /^\/email-confirmed\//,
  /^\/reset-password\//,
  /^\/cancel-reservation\//,
  // The summary mail's "Segui il tuo ordine" link; the order call answers only the diner whose
  // session placed the order.
  /^\/main\/order-summary\/\d+\/\d+\/?$/,
];

const MENU = /^\/main\/menu\/?$/;
const ORDER_SUMMARY = /^\/main\/order-summary/;

export interface GuardInput {
  pathname: string;
  search: string;
  previous: string | null;
  seatWebConfigured: boolean;
  isOnlyDigitalMenu: boolean;
  /** A menu fixed by the settings (demo.menuWebId). */
  settingsMenuWebId: number | null;
}

export function isGuarded(pathname: string): boolean {
  return guarded.some((re) => re.test(pathname)) || openWithoutPreviousPage.some((re) => re.test(pathname));
}

/** True when the guard lets the visitor open the page. */
export function canOpen(input: GuardInput): boolean {
  const { pathname, previous } = input;
  if (!isGuarded(pathname)) return true;
  if (previous && ORDER_SUMMARY.test(previous) && !ORDER_SUMMARY.test(pathname)) return false;
  if (previous) return true;
  if (openWithoutPreviousPage.some((re) => re.test(pathname))) return true;
  if (MENU.test(pathname) && input.seatWebConfigured) {
    const menuWebId = new URLSearchParams(input.search).get('menuWebId');
    return input.isOnlyDigitalMenu || !!menuWebId || input.settingsMenuWebId != null;
  }
  return false;
}

/** Wraps every route: records the in-app history and applies the guard. */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { seatWeb, isOnlyDigitalMenu, settings } = useAppContext();
  recordLocation(location.key, location.pathname);
  const allowed = canOpen({
    pathname: location.pathname,
    search: location.search,
    previous: previousPathname(),
    seatWebConfigured: seatWeb != null,
    isOnlyDigitalMenu,
    settingsMenuWebId: settings.demo.menuWebId,
  });
  if (!allowed) return <Navigate to={{ pathname: '/', search: keepContext(location.search) }} replace />;
  return children ?? <Outlet />;
}

/** The root keeps the company and a fixed venue of the address, nothing else. */
function keepContext(search: string): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  for (const key of ['company', 'seatWebId']) {
    const value = from.get(key);
    if (value) to.set(key, value);
  }
  const query = to.toString();
  return query ? `?${query}` : '';
}

/** The layout of every route: the shell's global UI and the guard. */
export function GuardedLayout() {
  return (
    <>
      <GlobalUi />
      <PageHeadingFocus />
      {/* At least a screen tall (no layout shift): while a page loads the footer
          stays below the fold instead of jumping down when the content arrives. */}
      <div className="app-page">
        <RouteGuard />
      </div>
      <AppFooter />
    </>
  );
}
