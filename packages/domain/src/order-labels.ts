// What the owner's screens, mails, exports and kitchen tickets call an order's type and its
// payment method, in Italian and English: one map, so the dashboard, the end of day, the CSV
// export and the printed ticket say the same words.
import type { ReportPaymentMethod } from './reports';

export type OrderLabelLocale = 'it' | 'en';

interface OrderLabels {
  /** The types an order carries (a table booking is a reservation, never an order). */
  orderTypes: Record<number, string>;
  paymentMethods: Record<ReportPaymentMethod, string>;
}

const it: OrderLabels = {
  orderTypes: { 0: 'Al tavolo', 1: 'Asporto', 2: 'Consegna', 4: 'Menù digitale' },
  paymentMethods: {
    cash: 'Contanti',
    card: 'Carta di prova',
    stripe: 'Stripe',
    paypal: 'PayPal',
    satispay: 'Satispay',
    sumup: 'SumUp',
    nexi: 'Nexi XPay',
    none: 'Non indicato',
  },
};

const en: OrderLabels = {
  orderTypes: { 0: 'Dine-in', 1: 'Takeaway', 2: 'Delivery', 4: 'Digital menu' },
  paymentMethods: {
    cash: 'Cash',
    card: 'Test card',
    stripe: 'Stripe',
    paypal: 'PayPal',
    satispay: 'Satispay',
    sumup: 'SumUp',
    nexi: 'Nexi XPay',
    none: 'Not given',
  },
};

export const ORDER_LABELS: Record<OrderLabelLocale, OrderLabels> = { it, en };
