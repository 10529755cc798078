// Routes of table booking (spec 001 §2, issue #5): book-table and confirm-reservation under
// main (guarded: they open from the home page's 'Prenota un tavolo' card), the cancellation
// link (open without a previous page) and the old /del.html and /max.html links.
import type { RouteObject } from 'react-router';
import { BookTablePage } from './book-table/book-table-page';
import { CancelReservationPage } from './cancel-reservation/cancel-reservation-page';
import { LegacyCancelRedirect } from './cancel-reservation/legacy-cancel-redirect';
import { BookingLayout } from './components/booking-layout';
import { ConfirmReservationPage } from './confirm-reservation/confirm-reservation-page';

export const bookingRoutes: RouteObject[] = [
  {
    element: <BookingLayout />,
    children: [
      { path: 'main/book-table', element: <BookTablePage /> },
      { path: 'main/confirm-reservation', element: <ConfirmReservationPage /> },
      { path: 'cancel-reservation/:reservationId/:reservationToken', element: <CancelReservationPage /> },
      { path: 'del.html', element: <LegacyCancelRedirect /> },
      { path: 'max.html', element: <LegacyCancelRedirect /> },
    ],
  },
];
