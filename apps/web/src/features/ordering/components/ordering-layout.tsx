// Frame of the ordering journey's main pages (spec 000 §2): the shell's header (spec 001 §2)
// with the order toolbar, and the page. It
// also brings the journey back after a reload: the order type into the app context and the
// venue into the server session.
import { OrderType } from '@tavola/domain/enums';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { ShellHeader } from '../../shell';
import { menuLinkToStart } from '../state/menu-link';
import { journeyGoesOn, journeyReset, updateOrdering } from '../state/ordering-store';
import { useSessionVenueReady } from '../state/session-venue';
import { useOrdering } from '../state/use-ordering';
import { OrderingPauseAlert } from './ordering-pause-alert';
import { OrderingToolbar } from './ordering-toolbar';
import '../ordering.css';

const SUMMARY_PATH = /^\/main\/order-summary/;
/** An order's summary: the summary mail links to it, so it opens in a tab with no journey. */
const ORDER_SUMMARY_PAGE = /^\/main\/order-summary\/\d+\/\d+\/?$/;

export function OrderingLayout() {
  const { t } = useTranslation();
  const context = useAppContext();
  const ordering = useOrdering();
  const { pathname, search } = useLocation();
  const venue = useSessionVenueReady();

  // A link or QR code to the menu on a phone without this journey: start the journey it
  // stands for, rather than sending the diner home.
  const linked = menuLinkToStart(pathname, search, context.seatWeb, ordering);
  // A table's QR link at a venue with the shared tab on opens the table's tab (docs/table-tab.md).
  const tabLink = linked?.tableNumber != null && context.seatWeb?.tableTabEnabled ? linked : null;
  const link = tabLink ? null : linked;
  const startLink = link != null;
  const companyUrlName = context.company.urlName;
  const linkOrderType = link?.orderType ?? null;
  const linkMenuWebId = link?.menuWebId ?? null;
  const linkTable = link?.tableNumber ?? null;
  useEffect(() => {
    if (linkOrderType == null || linkMenuWebId == null || !context.seatWeb) return;
    const seatWeb = context.seatWeb;
    updateOrdering(companyUrlName, () => ({
      ...journeyReset(),
      orderType: linkOrderType,
      seatWebId: seatWeb.seatWebId,
      menuWebId: linkMenuWebId,
      tableNumber: linkTable,
    }));
    try {
      context.selectOrderType(linkOrderType, seatWeb);
    } catch {
      // The context refuses the choice (a fixed venue of another id): the home page follows.
    }
  }, [linkOrderType, linkMenuWebId, linkTable, companyUrlName, context]);

  // After a reload the app context starts without an order type: the stored one comes back
  // when it was made for the same venue.
  const restore = context.orderType == null && journeyGoesOn(ordering, context.seatWeb);
  useEffect(() => {
    if (restore && context.seatWeb && ordering.orderType != null) {
      try {
        context.selectOrderType(ordering.orderType, context.seatWeb);
      } catch {
        // A choice the context refuses (the company changed meanwhile): the journey restarts.
      }
    }
  }, [restore, context, ordering.orderType]);

  if (tabLink?.tableNumber != null && context.seatWeb) {
    const tab = new URLSearchParams({
      company: companyUrlName,
      seatWebId: String(context.seatWeb.seatWebId),
      table: tabLink.tableNumber,
      menuWebId: String(tabLink.menuWebId),
    });
    return <Navigate to={{ pathname: '/main/table-tab', search: `?${tab.toString()}` }} replace />;
  }
  if (startLink) {
    return (
      <div className="text-center my-5">
        <Spinner animation="border" role="status" aria-label={t('common.loading')} />
      </div>
    );
  }
  // Without an order type and a venue there is no journey to show: back to the choice. An
  // order's summary still opens (the order call answers only the diner who placed it).
  if (!journeyGoesOn(ordering, context.seatWeb)) {
    if (!ORDER_SUMMARY_PAGE.test(pathname)) return <Navigate to={{ pathname: '/', search }} replace />;
    return (
      <Container className="ordering-container">
        <ShellHeader />
        <main className="ordering-main">
          <Outlet />
        </main>
      </Container>
    );
  }

  return (
    <Container className="ordering-container">
      <ShellHeader>
        <OrderingToolbar />
      </ShellHeader>
      <main className="ordering-main">
        {venue.error ? (
          <Alert variant="danger" role="alert">
            {venue.error instanceof ApiError ? venue.error.message : t('ordering.common.unexpectedError')}
          </Alert>
        ) : venue.ready ? (
          <>
            {/* The pause concerns the orders still to be sent: not a browsed menu, not a summary. */}
            {ordering.orderType !== OrderType.DigitalMenu && !SUMMARY_PATH.test(pathname) && context.seatWeb && (
              <OrderingPauseAlert
                seatWebId={context.seatWeb.seatWebId}
                hint={ordering.orderType === OrderType.AlTavolo ? 'table' : 'later'}
              />
            )}
            <Outlet />
          </>
        ) : (
          // Padding, not margin: see Loading (a margin collapses through <main> and shifts it).
          <div className="text-center py-5">
            <Spinner animation="border" role="status" aria-label={t('common.loading')} />
          </div>
        )}
      </main>
    </Container>
  );
}
