// The five online providers of issue #9 (spec 000 §3 codes T, P, S, U, N). Kept out of the
// Drizzle schema module: every runtime export there is read as a table.
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'satispay', 'sumup', 'nexi'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
