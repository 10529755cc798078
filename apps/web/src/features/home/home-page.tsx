// The home shell of spec 001 §2 with the order-type choice of spec 000 §2.
import { lazy, Suspense, useEffect, useRef } from 'react';
import Container from 'react-bootstrap/Container';
import { OrderType } from '@tavola/domain/enums';
import { useAppContext } from '../../lib/app-context';
import { isStored } from '../../lib/persisted-store';
import { StorageKey } from '../../lib/storage';
import { CurrentOrderCard, isDemoMode, OrderingPauseAlert, useChooseOrderType } from '../ordering';
import { HomeHeader } from './components/home-header';
import { HomeToolbar } from './components/home-toolbar';
import { OrderTypeCards } from './components/order-type-cards';
import { orderTypeOptions } from './order-types';

// Both wait on the network anyway (the reservations' status, Google's script): they load after
// the first paint instead of carrying the booking and account features into it.
const ReservationsInProgress = lazy(() => import('../booking').then((m) => ({ default: m.ReservationsInProgress })));
const GoogleOneTap = lazy(() => import('../account').then((m) => ({ default: m.GoogleOneTap })));

export function HomePage() {
  const { company, seatWeb, canChangeSeatWeb, settings, isOnlyDigitalMenu } = useAppContext();
  const options = orderTypeOptions(company, canChangeSeatWeb ? null : seatWeb);
  useAutomaticDigitalMenu();
  useDemoStart();

  return (
    <Container className="home-container">
      <header>
        <HomeHeader />
        <HomeToolbar />
      </header>
      {/* Without a Google client id one-tap is off: the account feature is not loaded for it. */}
      {settings.google?.clientId && (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      )}
      <main>
        <h1 className="h2">{company.tradeName}</h1>
        {/* The company's slogan (spec 000 §3), set on the brand and legal screen. */}
        {company.slogan && <p className="home-slogan fst-italic text-body-secondary mb-2">{company.slogan}</p>}
        {company.introduction && <p className="home-introduction">{company.introduction}</p>}
        {/* The booking feature (its code, its schemas, the status calls) loads only in a
            browser that has made a reservation; a first visit from a QR code has none. */}
        {isStored('local', StorageKey.tableReservations) && (
          <Suspense fallback={null}>
            <ReservationsInProgress />
          </Suspense>
        )}
        {/* The order sent and not concluded yet stays one tap away (also after a reload). */}
        <CurrentOrderCard />
        {/* A pause of online orders is told here, before any choice; with venues to choose
            from, each paused one is named. A digital menu takes no orders. */}
        {!isOnlyDigitalMenu && (
          <OrderingPauseAlert seatWebId={canChangeSeatWeb ? null : (seatWeb?.seatWebId ?? null)} />
        )}
        <OrderTypeCards options={options} />
      </main>
    </Container>
  );
}

/**
 * Spec 000 §4 "Order-type flow": when there is only a digital menu, the app navigates by
 * itself. With several digital-menu venues the visitor still chooses one on the card.
 */
function useAutomaticDigitalMenu() {
  const { company, isOnlyDigitalMenu } = useAppContext();
  const choose = useChooseOrderType();
  const started = useRef(false);
  const onlyVenue = isOnlyDigitalMenu && company.digitalMenu.length === 1 ? company.digitalMenu[0] : null;
  useEffect(() => {
    if (!onlyVenue || started.current) return;
    started.current = true;
    choose.mutate({ orderType: OrderType.DigitalMenu, seatWeb: onlyVenue });
  }, [onlyVenue, choose]);
}

/**
 * Spec 000 §1 demo mode: "the demo goes to the menu directly". The settings fix the venue and
 * the menu; the demo orders at the table there (the order type that needs no day or time), or
 * browses its digital menu when the venue takes no orders.
 */
function useDemoStart() {
  const { company, seatWeb, settings } = useAppContext();
  const choose = useChooseOrderType();
  const started = useRef(false);
  const demoVenue =
    isDemoMode(settings, company.urlName) && seatWeb?.seatWebId === settings.demo.seatWebId ? seatWeb : null;
  const orderType = demoVenue?.localOrderEnabled
    ? OrderType.AlTavolo
    : demoVenue?.digitalMenuEnabled
      ? OrderType.DigitalMenu
      : null;
  useEffect(() => {
    if (!demoVenue || orderType == null || started.current) return;
    started.current = true;
    choose.mutate({ orderType, seatWeb: demoVenue });
  }, [demoVenue, orderType, choose]);
}
