// Routes of table booking (spec 001 §2): book-table and confirm-reservation under
// main (guarded: they open from the home page's 'Prenota un tavolo' card), the cancellation
// link (open without a previous page) and the old /del.html and /max.html links.
// Each page is its own chunk, loaded when the diner first opens it (a light first
// load; the home page needs none of them).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const bookingRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./components/booking-layout'), 'BookingLayout'),
    children: [
      { path: 'main/book-table', lazy: lazyPage(() => import('./book-table/book-table-page'), 'BookTablePage') },
      {
        path: 'main/confirm-reservation',
        lazy: lazyPage(() => import('./confirm-reservation/confirm-reservation-page'), 'ConfirmReservationPage'),
      },
      {
        path: 'cancel-reservation/:reservationId/:reservationToken',
        lazy: lazyPage(() => import('./cancel-reservation/cancel-reservation-page'), 'CancelReservationPage'),
      },
      {
        path: 'del.html',
        lazy: lazyPage(() => import('./cancel-reservation/legacy-cancel-redirect'), 'LegacyCancelRedirect'),
      },
      {
        path: 'max.html',
        lazy: lazyPage(() => import('./cancel-reservation/legacy-cancel-redirect'), 'LegacyCancelRedirect'),
      },
    ],
  },
];
