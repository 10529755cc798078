// The venue's map embed (seatWeb.googleMaps) is markup from the venue record: it is parsed,
// never rendered. Only the address of its first iframe is kept, and only when it is an
// https embed page of an allowed maps host (domain map-embed.ts).
import { allowedMapEmbedUrl } from '@tavola/domain/map-embed';

export function mapEmbedSource(markup: string | null | undefined): string | null {
  if (!markup?.trim()) return null;
  // DOMParser builds an inert document: no script runs, no image loads.
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src');
  return allowedMapEmbedUrl(src)?.href ?? null;
}
