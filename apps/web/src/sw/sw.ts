/// <reference lib="webworker" />
// The diners' service worker (docs/pwa-and-push.md), built by vite-plugin-pwa (injectManifest:
// the build puts the list of the first load's files in self.__WB_MANIFEST).
//
// What it answers from its caches, and only when the network fails:
// - the app's pages (network first; offline: that page as last loaded, else the last page seen);
// - the hashed build files (/assets/: never change, cache first);
// - the GET reads of the menu, the venue and the brand (network first).
// Nothing else: every other request (orders, payments, the session, the order's progress, the
// staff's calls, and any request that is not a GET) goes to the network only, so an order or a
// payment is never answered from a stale copy.
//
// Web Push: a `push` shows the server's message (modules/push/push-messages.ts); a tap opens its
// page. A staff board's new-order message is not shown when that board is on screen (the board
// tells of it itself).
export {};
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const PRECACHE = 'tavola-precache';
const PAGES = 'tavola-pages';
const ASSETS = 'tavola-assets';
const DATA = 'tavola-data';
/** The last page seen, for an address never loaded before. */
const LAST_PAGE = '/__tavola-last-page';
const KEPT_ENTRIES = 80;

/** Pages that are not the diners' app: never kept. */
const NOT_APP_PAGES = /^\/(api|staff|dev|docs|booking|simulated|openapi\.json|images|media)(\/|$)/;
/** The reads a diner needs to see the last menu offline (GET only). */
const CACHED_READS = [
  /^\/settings\.json$/,
  /^\/api\/(menuWeb|catalog|seatWeb|timeFrame|language)\//,
  /^\/api\/company\/[^/]+\/(manifest\.webmanifest|icons\/)/,
  /^\/(images|media)\//,
];

const precacheUrls = self.__WB_MANIFEST.map((entry) => new URL(entry.url, self.registration.scope).href);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      await cache.addAll(precacheUrls);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Files of an older build that this one does not list go (the assets cache keeps what a
      // page of the older build may still ask for, bounded).
      const cache = await caches.open(PRECACHE);
      const wanted = new Set(precacheUrls);
      for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
      await self.clients.claim();
    })(),
  );
});

/** Marks what is answered from a cache, so the app knows it is offline (lib/online-status.ts). */
function asCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('x-tavola-offline-copy', '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Keeps a copy without the session token the server may have put in its headers (a replay must not change the session). */
function withoutSession(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('authorization');
  headers.delete('x-authorization');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function keep(cacheName: string, key: Request | string, response: Response) {
  const cache = await caches.open(cacheName);
  await cache.put(key, withoutSession(response));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_ENTRIES))) await cache.delete(old);
}

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      await keep(PAGES, request.url, copy.clone());
      await keep(PAGES, LAST_PAGE, copy);
    }
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept = (await cache.match(request.url, { ignoreVary: true })) ?? (await cache.match(LAST_PAGE));
    if (kept) return asCopy(kept);
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const kept = (await caches.match(request, { ignoreVary: true, ignoreSearch: true })) ?? undefined;
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keep(ASSETS, request, response.clone());
  return response;
}

async function read(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await keep(DATA, request, response.clone());
    return response;
  } catch (error) {
    const kept = await (await caches.open(DATA)).match(request, { ignoreVary: true });
    if (kept) return asCopy(kept);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!NOT_APP_PAGES.test(url.pathname)) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (CACHED_READS.some((pattern) => pattern.test(url.pathname))) event.respondWith(read(request));
});

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  if (!message?.title) return;
  event.waitUntil(
    (async () => {
      if (message.url.startsWith('/staff/')) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const boardOnScreen = windows.some(
          (client) => client.visibilityState === 'visible' && new URL(client.url).pathname.endsWith(message.url),
        );
        if (boardOnScreen) return;
      }
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== target) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
