// What the Content-Security-Policy must allow for the maps (for the CSP built from
// config): the tile server's origin for images, and the embed hosts a venue's map
// may be framed from. Maps providers are called by the server only: no connect-src entry.
import { MAP_EMBED_HOSTS } from '@tavola/domain/map-embed';
import type { Config } from '../../config';

export function mapCspSources(config: Pick<Config, 'MAP_TILES_URL'>): { imgSrc: string[]; frameSrc: string[] } {
  const frameSrc = [...new Set(MAP_EMBED_HOSTS.map((h) => `https://${h.host}`))];
  let tiles: string | null = null;
  try {
    // The template's {s} subdomain placeholder becomes a wildcard host.
    const url = new URL(config.MAP_TILES_URL.replace('{s}', 'subdomain-placeholder'));
    tiles = url.origin.replace('subdomain-placeholder', '*');
  } catch {
    tiles = null;
  }
  return { imgSrc: tiles ? [tiles] : [], frameSrc };
}
