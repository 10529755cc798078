// Which script the diner's browser loads for a provider's sub-screen (spec 000 §7
// "third-party scripts are loaded dynamically"): the provider's own SDK at a configurable URL,
// Satispay's staging or production button by the company's trial mode, and the app's own
// stand-in under /simulated/ for the demo's simulated providers. Null: the sub-screen needs no
// script from here (Stripe.js is loaded by @stripe/stripe-js itself).
import type { Config } from '../../../config';
import type { PaymentMode } from './payment-credentials';
import type { PaymentProviderName } from './payment-provider-names';
import { SIMULATED_SCRIPT_URLS } from './simulated-providers';

export type BrowserScriptConfig = Pick<
  Config,
  'PAYPAL_SDK_URL' | 'SATISPAY_WEB_BUTTON_URL' | 'SATISPAY_STAGING_WEB_BUTTON_URL'
>;

export function browserScriptUrl(
  config: BrowserScriptConfig,
  provider: PaymentProviderName,
  account: { mode: PaymentMode; values: Record<string, string | boolean> },
): string | null {
  if (account.mode === 'simulated') return SIMULATED_SCRIPT_URLS[provider] ?? null;
  switch (provider) {
    case 'paypal':
      return config.PAYPAL_SDK_URL;
    case 'satispay':
      return account.values.trialMode === true
        ? config.SATISPAY_STAGING_WEB_BUTTON_URL
        : config.SATISPAY_WEB_BUTTON_URL;
    default:
      return null;
  }
}
