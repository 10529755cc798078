// This browser's Web Push subscription (docs/pwa-and-push.md): asks the diner's or the staff's
// permission, subscribes with the server's VAPID public key through the service worker, and
// says why when it cannot (no support, permission refused, push off on the server).
import { z } from 'zod';
import { apiRequest } from './api-client';

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushFailure = 'unsupported' | 'denied' | 'off';

export class PushUnavailable extends Error {
  constructor(readonly reason: PushFailure) {
    super(reason);
    this.name = 'PushUnavailable';
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export const notificationsDenied = (): boolean => pushSupported() && Notification.permission === 'denied';

let publicKey: Promise<string | null> | null = null;
/** The server's VAPID public key (null: no push on this service), asked once. */
export function pushPublicKey(): Promise<string | null> {
  publicKey ??= apiRequest('push/getPublicKey', {
    background: true,
    schema: z.object({ publicKey: z.string().nullable() }),
  }).then(
    (r) => r.publicKey,
    (error: unknown) => {
      publicKey = null;
      throw error;
    },
  );
  return publicKey;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** This browser's current subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscriptionJson | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? (subscription.toJSON() as PushSubscriptionJson) : null;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks permission (a click must lead here) and subscribes; throws PushUnavailable saying why not. */
export async function subscribeThisBrowser(): Promise<PushSubscriptionJson> {
  const key = await pushPublicKey();
  if (!key) throw new PushUnavailable('off');
  const worker = await registration();
  if (!worker) throw new PushUnavailable('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailable('denied');
  const ready = await navigator.serviceWorker.ready;
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  return subscription.toJSON() as PushSubscriptionJson;
}
