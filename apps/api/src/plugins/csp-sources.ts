// The one place that says which outside hosts the web app may use ("a
// Content-Security-Policy that allows exactly the provider and map hosts in use"). Each
// adapter that makes the browser talk to a provider (payments, maps, sign-in) adds its
// hosts here, derived from the same configuration that switches the adapter on, so a
// provider that is not configured is not allowed either.
import type { Config } from '../config';
import { mapCspSources } from '../modules/maps/map-csp-sources';

/** Extra sources per CSP directive, on top of 'self'. */
export interface CspSources {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

export function cspSources(config: Config): CspSources {
  // Map tiles (Leaflet loads them as images) and the hosts a venue's map embed may come from.
  const maps = mapCspSources(config);
  const sources: CspSources = {
    scriptSrc: [],
    styleSrc: [],
    imgSrc: [...maps.imgSrc],
    connectSrc: [],
    frameSrc: [...maps.frameSrc],
  };

  // Google sign-in and one-tap (Google Identity Services' documented CSP), only when configured.
  if (config.GOOGLE_CLIENT_ID) {
    sources.scriptSrc.push('https://accounts.google.com/gsi/client');
    sources.styleSrc.push('https://accounts.google.com/gsi/style');
    sources.frameSrc.push('https://accounts.google.com/gsi/');
    sources.connectSrc.push('https://accounts.google.com/gsi/');
  }

  // Payment providers. Keys are per company (in the database), so the hosts of every
  // provider with a browser part are allowed: Stripe.js and its frames and API (Stripe's
  // documented CSP). The demo's simulated providers are same-origin.
  sources.scriptSrc.push('https://js.stripe.com');
  sources.frameSrc.push('https://js.stripe.com', 'https://hooks.stripe.com');
  sources.connectSrc.push('https://api.stripe.com');
  // PayPal's JS SDK, its button and checkout frames and its API (PayPal's documented CSP), and
  // wherever PAYPAL_SDK_URL points when it is not PayPal's own host.
  const paypal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
  sources.scriptSrc.push(...paypal, ...originOf(config.PAYPAL_SDK_URL, paypal));
  sources.frameSrc.push(...paypal);
  sources.connectSrc.push('https://*.paypal.com');
  sources.imgSrc.push(...paypal);
  // Satispay's web button (production and staging): its script and the payment frame it opens.
  for (const url of [config.SATISPAY_WEB_BUTTON_URL, config.SATISPAY_STAGING_WEB_BUTTON_URL]) {
    const origin = new URL(url).origin;
    for (const list of [sources.scriptSrc, sources.frameSrc, sources.connectSrc, sources.imgSrc])
      if (!list.includes(origin)) list.push(origin);
  }
  // SumUp's Payment Widget: its script, the SumUp API it processes the checkout on and its
  // 3-D Secure frames.
  const sumupSdk = new URL(config.SUMUP_SDK_URL).origin;
  sources.scriptSrc.push(config.SUMUP_SDK_URL);
  sources.connectSrc.push(sumupSdk, 'https://api.sumup.com');
  sources.frameSrc.push(sumupSdk);
  // Nexi XPay Build: its script, calls and card frames, in production and trial mode.
  for (const base of [config.NEXI_XPAY_BASE_URL, config.NEXI_XPAY_TEST_BASE_URL]) {
    const origin = new URL(base).origin;
    sources.scriptSrc.push(origin);
    sources.connectSrc.push(origin);
    sources.frameSrc.push(origin);
  }

  return sources;
}

/** The URL's origin, unless one of `covered` (host wildcards) already allows it. */
function originOf(url: string, covered: string[]): string[] {
  const { origin, protocol, host } = new URL(url);
  const allowed = covered.some((pattern) => {
    const [scheme, rest] = pattern.split('://');
    return `${scheme}:` === protocol && (rest.startsWith('*.') ? host.endsWith(rest.slice(1)) : host === rest);
  });
  return allowed ? [] : [origin];
}
