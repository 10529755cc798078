// The one place that says which outside hosts the web app may use (issue #8: "a
// Content-Security-Policy that allows exactly the provider and map hosts in use"). Each
// adapter that makes the browser talk to a provider (payments, maps, sign-in) adds its
// hosts here, derived from the same configuration that switches the adapter on, so a
// provider that is not configured is not allowed either.
import type { Config } from '../config';

/** Extra sources per CSP directive, on top of 'self'. */
export interface CspSources {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

/**
 * Hosts of the venue map iframes (the seatWeb's map markup, spec 000 §2): the demo seed
 * embeds OpenStreetMap, real venues usually Google Maps.
 */
export const MAP_EMBED_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com'];

/** The origin of a URL template such as https://tile.example/{z}/{x}/{y}.png. */
function originOf(urlTemplate: string): string | undefined {
  try {
    // Tile templates may carry {s} subdomains: allow every subdomain of the host then.
    const placeholder = 'any-subdomain.';
    const url = new URL(urlTemplate.replace('{s}.', placeholder));
    return url.host.startsWith(placeholder) ? `${url.protocol}//*.${url.host.slice(placeholder.length)}` : url.origin;
  } catch {
    return undefined;
  }
}

export function cspSources(config: Config): CspSources {
  const sources: CspSources = { scriptSrc: [], styleSrc: [], imgSrc: [], connectSrc: [], frameSrc: [...MAP_EMBED_ORIGINS] };

  // Map tiles of the nearest-venue map (Leaflet loads them as images).
  const tiles = originOf(config.MAP_TILE_URL);
  if (tiles) sources.imgSrc.push(tiles);

  // Google sign-in and one-tap (Google Identity Services' documented CSP), only when configured.
  if (config.GOOGLE_CLIENT_ID) {
    sources.scriptSrc.push('https://accounts.google.com/gsi/client');
    sources.styleSrc.push('https://accounts.google.com/gsi/style');
    sources.frameSrc.push('https://accounts.google.com/gsi/');
    sources.connectSrc.push('https://accounts.google.com/gsi/');
  }

  // Payment providers (issue #9's adapters) add their script, frame and API hosts here.

  return sources;
}
