// The five online providers of issue #9 (spec 000 §3 codes T, P, S, U, N), from the domain's
// one list (issue #13: the payments screen and the adapters read the same names). Kept out of
// the Drizzle schema module: every runtime export there is read as a table.
export { PAYMENT_PROVIDERS, type PaymentProviderName } from '@tavola/domain/payment-provider-fields';
