// What the dashboard and the order history call an order's type and payment method, Italian
// and English: one map for both screens (the order history takes it through index.ts).
import type { ReportPaymentMethod } from '@tavola/domain/reports';

const it = {
  /** The types an order carries (a table booking is a reservation, never an order). */
  orderTypes: { 0: 'Al tavolo', 1: 'Asporto', 2: 'Consegna', 4: 'Menù digitale' } as Record<number, string>,
  paymentMethods: {
    cash: 'Contanti',
    card: 'Carta di prova',
    stripe: 'Stripe',
    paypal: 'PayPal',
    satispay: 'Satispay',
    sumup: 'SumUp',
    nexi: 'Nexi XPay',
    none: 'Non indicato',
  } satisfies Record<ReportPaymentMethod, string>,
};

const en: typeof it = {
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

export const ORDER_LABELS = { it, en };
