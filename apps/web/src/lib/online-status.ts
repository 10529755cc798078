// Whether the app is offline: the browser says so (navigator.onLine and its events), or the last
// answer came from the service worker's copy (it marks those with OFFLINE_COPY_HEADER, since a
// phone on a dead network may still claim to be online). Drives the "sei offline" banner and the
// refusal to send an order or a payment without a connection. No React here: the startup call
// (app/early-start.ts) reaches this file before React loads.
import { languageFromPath } from '@tavola/domain/app-page';
import { en, it } from '../i18n/pwa-locales';

/** Set by the service worker (src/sw/sw.ts) on what it answers from its caches. */
export const OFFLINE_COPY_HEADER = 'x-tavola-offline-copy';

let onCopy = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const isOffline = (): boolean => onCopy || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** How often the app looks whether the server answers again while it runs on copies. */
const PROBE_MS = 5000;
let probe: ReturnType<typeof setInterval> | null = null;

function setOnCopy(value: boolean) {
  if (onCopy === value) return;
  onCopy = value;
  if (value && !probe) {
    // The health check is never answered from a copy: an answer means the network is back.
    probe = setInterval(() => {
      fetch('/healthz', { cache: 'no-store' }).then(
        (response) => response.ok && setOnCopy(false),
        () => undefined,
      );
    }, PROBE_MS);
  } else if (!value && probe) {
    clearInterval(probe);
    probe = null;
  }
  changed();
}

/** The app runs on kept copies (startup could not reach the server). */
export const reportUnreachable = () => setOnCopy(true);

/** Every answer says where it came from: the network, or the worker's copy. */
export const noteResponse = (response: Response) => setOnCopy(response.headers.get(OFFLINE_COPY_HEADER) === '1');

/** For useSyncExternalStore (components/offline-banner.tsx): told of every change. */
export function subscribeOffline(onChange: () => void): () => void {
  const online = () => setOnCopy(false);
  listeners.add(onChange);
  window.addEventListener('online', online);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', online);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Why a call was not sent, in the page's language (plain copy: this runs before i18next loads). */
export const offlineActionMessage = (): string =>
  (languageFromPath(window.location.pathname) === 'en' ? en : it).offline.actionRefused;
