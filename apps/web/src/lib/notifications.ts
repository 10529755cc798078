// Notifications of spec 001 §8: at most 3 on screen (the oldest goes when a fourth arrives),
// danger messages last 15 s, and the generic error rule: the server's text for non-500
// statuses, otherwise 'Riprova. Se il problema persiste contatta l'amministratore.' under
// 'Si è verificato un problema'. Texts are passed already translated (i18n keys live with
// the components); notifyError's defaults are the Italian copy for callers outside React.
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
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const next = items.filter((n) => n.id !== id);
    if (next.length !== items.length) {
      items = next;
      publish();
    }
  },
  clear() {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    items = [];
    publish();
  },
};

export function notify(notification: Omit<AppNotification, 'id'>): number {
  const id = nextId++;
  items = [...items, { ...notification, id }];
  while (items.length > MAX_NOTIFICATIONS) notifications.dismiss(items[0].id);
  timers.set(
    id,
    setTimeout(() => notifications.dismiss(id), notification.variant === 'danger' ? DANGER_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
  );
  publish();
  return id;
}

/** The generic error notification (spec 001 §8). */
export function notifyError(
  error: unknown,
  texts: { header: string; fallback: string } = { header: GENERIC_ERROR_HEADER, fallback: GENERIC_ERROR_MESSAGE },
): number {
  const message = error instanceof ApiError && error.status !== 500 ? error.message : texts.fallback;
  return notify({ variant: 'danger', header: texts.header, message });
}
