import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../i18n/i18n';
import { paymentFailureTextOf } from './payment-failure-text';

describe('paymentFailureTextOf', () => {
  it('advises another method when the provider is down before anything was taken', () => {
    const e = new ApiError(503, 'Il fornitore non risponde.', 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(paymentFailureTextOf(e, i18n.t, 'fallback')).toBe(
      'Il servizio di pagamento non risponde: riprova tra qualche istante o scegli un altro metodo di pagamento.',
    );
  });

  it('only says to retry while a payment cannot be checked', () => {
    const e = new ApiError(503, 'x', 'PAYMENT_VERIFICATION_UNAVAILABLE');
    const text = paymentFailureTextOf(e, i18n.t, 'fallback');
    expect(text).toContain('riprova tra qualche istante');
    expect(text).not.toContain('altro metodo');
  });

  it("says the server's reason for a refusal and the fallback for anything else", () => {
    expect(paymentFailureTextOf(new ApiError(400, 'Importo non valido.', 'VALIDATION'), i18n.t, 'fallback')).toBe(
      'Importo non valido.',
    );
    expect(paymentFailureTextOf(new ApiError(500, 'boom', 'INTERNAL'), i18n.t, 'fallback')).toBe('fallback');
    expect(paymentFailureTextOf(new Error('network'), i18n.t, 'fallback')).toBe('fallback');
  });

  it('speaks English to an English diner', async () => {
    await i18n.changeLanguage('en');
    const e = new ApiError(503, 'x', 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(paymentFailureTextOf(e, i18n.t, 'fallback')).toContain('choose another payment method');
    await i18n.changeLanguage('it');
  });
});
