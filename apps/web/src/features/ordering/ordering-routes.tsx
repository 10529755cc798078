// Routes of the ordering journey (spec 000 §2): the main pages inside the ordering frame
// (toolbar), and the e-mail link's order-confirmed page at the top level. The payment
// sub-screens (cash, test card) open inside /main/payments without changing the address.
// Each page is its own chunk, loaded when the diner first opens it (a light first
// load; the home page needs none of them).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const orderingRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./components/ordering-layout'), 'OrderingLayout'),
    children: [
      {
        path: 'main/day-selection',
        lazy: lazyPage(() => import('./day-selection/day-selection-page'), 'DaySelectionPage'),
      },
      {
        path: 'main/menu-selection',
        lazy: lazyPage(() => import('./menu-selection/menu-selection-page'), 'MenuSelectionPage'),
      },
      { path: 'main/menu', lazy: lazyPage(() => import('./menu/menu-page'), 'MenuPage') },
      { path: 'main/questions', lazy: lazyPage(() => import('./questions/questions-page'), 'QuestionsPage') },
      {
        path: 'main/time-selection',
        lazy: lazyPage(() => import('./time-selection/time-selection-page'), 'TimeSelectionPage'),
      },
      {
        path: 'main/complete-customer-registration',
        lazy: lazyPage(() => import('./complete-registration/complete-registration-page'), 'CompleteRegistrationPage'),
      },
      { path: 'main/payments', lazy: lazyPage(() => import('./payments/payments-page'), 'PaymentsPage') },
      {
        path: 'main/order-summary/:orderId/:orderNumber',
        lazy: lazyPage(() => import('./order-summary/order-summary-page'), 'OrderSummaryPage'),
      },
      {
        path: 'main/order-summary-to-pay/:orderId/:orderNumber',
        lazy: lazyPage(() => import('./order-summary/order-summary-to-pay-page'), 'OrderSummaryToPayPage'),
      },
    ],
  },
  {
    path: 'order-confirmed/:orderId/:orderNumber/:checkCode',
    lazy: lazyPage(() => import('./order-confirmed/order-confirmed-page'), 'OrderConfirmedPage'),
  },
];
