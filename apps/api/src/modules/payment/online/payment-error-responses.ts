// The 503 of the calls that reach a payment provider, for the OpenAPI document (beside the
// shared error responses).
import { errorResponses } from '../../../lib/error-responses';

export const providerErrorResponses = {
  ...errorResponses,
  503: errorResponses[500].describe(
    'PAYMENT_PROVIDER_UNAVAILABLE: the provider timed out or answered 5xx; nothing was charged through this server and the order stays ' +
      'open: try again or choose another method. PAYMENT_VERIFICATION_UNAVAILABLE: the payment could not be checked yet; the order is ' +
      'confirmed later if it went through.',
  ),
};
