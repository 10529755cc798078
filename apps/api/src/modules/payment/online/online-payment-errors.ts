// What the online payments answer when they refuse, in the project's error shape
// (docs/decisions/004), and why a payment did not settle an order (logged, never shown).
import { badRequest, notFound, serviceUnavailable } from '@tavola/domain/error-codes';

/**
 * A provider that times out or answers 5xx: nothing was charged through this server and the
 * order stays unpaid and open, so the diner may try again or pick another method (503).
 */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Il servizio di pagamento non risponde: il tuo ordine non è stato pagato. Riprova tra qualche istante o scegli un altro metodo di pagamento.';

export const providerNotConfigured = () =>
  notFound('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Il metodo di pagamento scelto non è disponibile.');
export const providerUnavailable = () =>
  serviceUnavailable('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);
export const amountMismatch = () =>
  badRequest('PAYMENT_AMOUNT_MISMATCH', "L'importo indicato non corrisponde al totale dell'ordine.");

/** Why an order was not settled by a payment: logged, never shown (the caller shows the spec's message). */
export class SettlementRefused extends Error {
  constructor(
    readonly reason: string,
    /** The provider did not answer: retry later rather than treat the payment as refused. */
    readonly unavailable = false,
  ) {
    super(reason);
    this.name = 'SettlementRefused';
  }
}

/**
 * The provider did not answer while an order's payment was being verified: the order is left
 * as it was (unpaid, not cancelled) and a later completion, notification or the sweeper settles
 * it if the payment went through.
 */
export const VERIFICATION_UNAVAILABLE_MESSAGE =
  "Il servizio di pagamento non risponde e non possiamo ancora confermare il pagamento. Riprova tra qualche istante: se il pagamento è andato a buon fine, l'ordine verrà confermato.";
export const verificationUnavailable = () =>
  serviceUnavailable('PAYMENT_VERIFICATION_UNAVAILABLE', VERIFICATION_UNAVAILABLE_MESSAGE);
