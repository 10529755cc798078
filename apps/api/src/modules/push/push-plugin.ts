// Web Push in the app (modules/push/README.md): app.push.publicKey for the browsers, and the
// dispatcher (push-service.ts) woken by every NOTIFY of the live-event outbox (events-plugin.ts
// onNotify), by queued messages, and by a safety poll; a run happens once across processes.
// Without VAPID keys (prod without configuration) there is no push: the key is null, the
// subscribe routes answer 404 and nothing is dispatched.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PushMessage } from './push-messages';
import { createPushDispatcher, createWebPushSender, queueForDiners, type PushSender } from './push-service';
import type { VapidKeys } from './vapid-keys';

export interface PushApi {
  /** The VAPID public key browsers subscribe with; null: no push. */
  publicKey: string | null;
  /** Queues a message to every subscription of these diners of this company (sent outside the request). Returns how many. */
  queueForDiners(companyId: number, customerIds: number[], message: (language: string) => PushMessage): Promise<number>;
  /** Runs the dispatcher now and waits for it (tests). */
  runNow(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushApi;
  }
}

export const pushPlugin = fp(
  async (app: FastifyInstance, opts: { keys: VapidKeys | null; sender?: PushSender; pollMs?: number }) => {
    if (!opts.keys) {
      app.decorate('push', {
        publicKey: null,
        queueForDiners: async () => 0,
        runNow: async () => {},
      } satisfies PushApi);
      return;
    }
    const dispatcher = createPushDispatcher({
      db: app.db,
      sender: opts.sender ?? createWebPushSender(opts.keys),
      log: app.log,
    });
    app.events.onNotify(() => dispatcher.wake());
    const poll = setInterval(() => dispatcher.wake(), opts.pollMs ?? 10_000);
    poll.unref();
    app.addHook('onReady', async () => dispatcher.wake());
    app.addHook('onClose', async () => {
      clearInterval(poll);
      await dispatcher.close();
    });
    app.decorate('push', {
      publicKey: opts.keys.publicKey,
      async queueForDiners(companyId, customerIds, message) {
        const queued = await queueForDiners(app.db, companyId, customerIds, message);
        if (queued > 0) dispatcher.wake();
        return queued;
      },
      runNow: () => dispatcher.runNow(),
    } satisfies PushApi);
  },
  { name: 'push', dependencies: ['events'] },
);
