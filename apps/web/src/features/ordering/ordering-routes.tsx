// Routes of the ordering journey (spec 000 §2): the main pages inside the ordering frame
// (toolbar), and the e-mail link's order-confirmed page at the top level. The payment
// sub-screens (cash, test card) open inside /main/payments without changing the address.
import type { RouteObject } from 'react-router';
import { OrderingLayout } from './components/ordering-layout';
import { CompleteRegistrationPage } from './complete-registration/complete-registration-page';
import { DaySelectionPage } from './day-selection/day-selection-page';
import { MenuPage } from './menu/menu-page';
import { MenuSelectionPage } from './menu-selection/menu-selection-page';
import { OrderConfirmedPage } from './order-confirmed/order-confirmed-page';
import { OrderSummaryPage } from './order-summary/order-summary-page';
import { OrderSummaryToPayPage } from './order-summary/order-summary-to-pay-page';
import { PaymentsPage } from './payments/payments-page';
import { QuestionsPage } from './questions/questions-page';
import { TimeSelectionPage } from './time-selection/time-selection-page';

export const orderingRoutes: RouteObject[] = [
  {
    element: <OrderingLayout />,
    children: [
      { path: 'main/day-selection', element: <DaySelectionPage /> },
      { path: 'main/menu-selection', element: <MenuSelectionPage /> },
      { path: 'main/menu', element: <MenuPage /> },
      { path: 'main/questions', element: <QuestionsPage /> },
      { path: 'main/time-selection', element: <TimeSelectionPage /> },
      { path: 'main/complete-customer-registration', element: <CompleteRegistrationPage /> },
      { path: 'main/payments', element: <PaymentsPage /> },
      { path: 'main/order-summary/:orderId/:orderNumber', element: <OrderSummaryPage /> },
      { path: 'main/order-summary-to-pay/:orderId/:orderNumber', element: <OrderSummaryToPayPage /> },
    ],
  },
  { path: 'order-confirmed/:orderId/:orderNumber/:checkCode', element: <OrderConfirmedPage /> },
];
