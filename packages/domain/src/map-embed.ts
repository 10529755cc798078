// The venue's map embed (seatWeb.googleMaps, spec 000 §2 takeaway card, spec 001 §2 seat info
// modal). The spec stores embed markup; showing it as HTML would run whatever a venue record
// holds. Only an iframe address on a known maps host is kept, and shown in
// an iframe we build. The CSP's frame-src lists the same hosts (MAP_EMBED_HOSTS).

/** Hosts whose embed pages may be framed, with the path an embed page lives under. */
export const MAP_EMBED_HOSTS: readonly { host: string; pathPrefix: string }[] = [
  { host: 'www.google.com', pathPrefix: '/maps/embed' },
  { host: 'maps.google.com', pathPrefix: '/maps' },
  { host: 'www.openstreetmap.org', pathPrefix: '/export/embed.html' },
];

/** The address as a URL when it is an https embed page of an allowed maps host; else null. */
export function allowedMapEmbedUrl(src: string | null | undefined): URL | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const allowed = MAP_EMBED_HOSTS.some(
    (h) => url.hostname === h.host && (url.pathname === h.pathPrefix || url.pathname.startsWith(`${h.pathPrefix}/`)),
  );
  return allowed ? url : null;
}
