// What the production code knows of the simulated providers (APP_ENV demo and dev only): the
// interface the payment adapters call, and where the browser loads each simulated provider's
// stand-in script. The simulators themselves live in src/simulators/payments/ and are loaded
// through src/simulated-mode.ts only when the configuration allows them.
import type { PaymentCredentials } from './payment-credentials';
import type { PaymentProviderName } from './payment-provider-names';

/** Where the browser loads each simulated provider's stand-in script (same origin as the app). */
export const SIMULATED_SCRIPT_URLS: Partial<Record<PaymentProviderName, string>> = {
  paypal: '/simulated/paypal/sdk/js',
  satispay: '/simulated/satispay/web-button.js',
};

export interface PaymentSimulators {
  credentials(provider: PaymentProviderName): PaymentCredentials | null;
  /** The loopback base URL of the provider's simulator for the server's SDK calls. */
  baseUrl(provider: PaymentProviderName): Promise<string>;
  /** Where the simulators call this app back (loopback). */
  selfOrigin(): string;
  close(): Promise<void>;
}
