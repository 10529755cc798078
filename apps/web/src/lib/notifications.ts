// Notifications of spec 001 §8: at most 3 on screen (the oldest goes when a fourth arrives),
// danger messages last 15 s, and the generic error rule: the server's text for non-500
// statuses, otherwise 'Riprova. Se il problema persiste contatta l'amministratore.' under
// 'Si è verificato un problema'. Texts are passed already translated (i18n keys live with
// the components); notifyError's defaults are the Italian copy for callers outside React.
// A notification the diner is reading (focused or under the pointer) is held: its time starts
// again when they leave it, so nobody loses a message mid-sentence (WCAG 2.2.1).
import { ApiError } from './api-client';

export type NotificationVariant = 'success' | 'info' | 'warning' | 'danger';

export interface AppNotification {
  id: number;
  variant: NotificationVariant;
  header?: string;
  message: string;
}

export const MAX_NOTIFICATIONS = 3;
export const DANGER_TIMEOUT_MS = 15_000;
/** Ours: the spec times only danger messages; the others go after 5 s. */
export const DEFAULT_TIMEOUT_MS = 5_000;

export const GENERIC_ERROR_HEADER = 'Si è verificato un problema';
export const GENERIC_ERROR_MESSAGE = "Riprova. Se il problema persiste contatta l'amministratore.";

let nextId = 1;
let items: AppNotification[] = [];
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());
/** Errors already told, so one failure reported by two layers shows once. */
const reported = new WeakSet<object>();

const durationOf = (variant: NotificationVariant) => (variant === 'danger' ? DANGER_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);

function schedule(notification: AppNotification) {
  timers.set(
    notification.id,
    setTimeout(() => notifications.dismiss(notification.id), durationOf(notification.variant)),
  );
}

function stopTimer(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export const notifications = {
  get(): AppNotification[] {
    return items;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  dismiss(id: number) {
    stopTimer(id);
    const next = items.filter((n) => n.id !== id);
    if (next.length !== items.length) {
      items = next;
      publish();
    }
  },
  /** Keeps a notification on screen while the diner reads it (focus or pointer on it). */
  hold(id: number) {
    stopTimer(id);
  },
  /** The diner left it: its full time starts again. */
  release(id: number) {
    const notification = items.find((n) => n.id === id);
    if (notification && !timers.has(id)) schedule(notification);
  },
  clear() {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    items = [];
    publish();
  },
};

export function notify(notification: Omit<AppNotification, 'id'>): number {
  const added = { ...notification, id: nextId++ };
  items = [...items, added];
  while (items.length > MAX_NOTIFICATIONS) notifications.dismiss(items[0].id);
  schedule(added);
  publish();
  return added.id;
}

/** The generic error notification (spec 001 §8); an error already notified is not told twice. */
export function notifyError(
  error: unknown,
  texts: { header: string; fallback: string } = { header: GENERIC_ERROR_HEADER, fallback: GENERIC_ERROR_MESSAGE },
): number | null {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return null;
    reported.add(error);
  }
  const message = error instanceof ApiError && error.status !== 500 ? error.message : texts.fallback;
  return notify({ variant: 'danger', header: texts.header, message });
}
