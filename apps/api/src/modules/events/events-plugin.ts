// The live side of the event outbox (issue #11, decision 009): listens to
// NOTIFY 'tavola_events' and wakes the streams of the named venue, which then read the
// `events` table. On PostgreSQL the listener is its own connection (a LISTEN cannot share the
// pool), so an order saved by another API process reaches this process's boards; on PGlite
// the notification is in-process. A notification carries no data, only "look again", so a
// lost one costs at most the safety poll's delay, never an event.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { driverClient } from '../../db/database';
import { pruneEvents } from './events-repository';

export const EVENTS_CHANNEL = 'tavola_events';

type Wake = () => void;

export interface EventBus {
  /**
   * Calls `wake` whenever the venue may have new events and `close` when the server shuts
   * down; returns the unsubscribe function.
   */
  subscribe(seatWebId: number, wake: Wake, close: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance, opts: { retentionDays: number; safetyPollMs?: number }) => {
    const subscribers = new Map<number, Set<Wake>>();
    const closers = new Set<() => void>();
    const wakeVenue = (seatWebId: number) => subscribers.get(seatWebId)?.forEach((wake) => wake());
    const wakeAll = () => subscribers.forEach((set) => set.forEach((wake) => wake()));
    const onPayload = (payload: string | undefined) => {
      const seatWebId = Number(String(payload ?? '').split(':')[0]);
      if (Number.isInteger(seatWebId)) wakeVenue(seatWebId);
    };

    let closing = false;
    let stopListening: () => Promise<void> = async () => {};
    const client = driverClient(app.db);

    if (client instanceof pg.Pool) {
      const connectionString = (client.options as { connectionString?: string }).connectionString;
      let listener: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        if (closing) return;
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => onPayload(message.payload));
        next.on('error', (error) => {
          app.log.warn({ err: error }, 'event listener connection lost; reconnecting');
          void next.end().catch(() => {});
          if (listener === next) listener = null;
          setTimeout(() => void connect().catch(() => {}), 1000).unref();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${EVENTS_CHANNEL}`);
          listener = next;
          // Whatever happened while not listening is in the table: let every stream look.
          wakeAll();
        } catch (error) {
          app.log.warn({ err: error }, 'event listener cannot connect; retrying');
          await next.end().catch(() => {});
          setTimeout(() => void connect().catch(() => {}), 1000).unref();
        }
      };
      await connect();
      stopListening = async () => {
        await listener?.end().catch(() => {});
      };
    } else {
      const unlisten = await client.listen(EVENTS_CHANNEL, onPayload);
      stopListening = async () => {
        await unlisten().catch(() => {});
      };
    }

    // Safety net: a notification lost on a dropped connection is found by the next look.
    const poll = setInterval(wakeAll, opts.safetyPollMs ?? 10_000);
    poll.unref();
    const prune = async () => {
      try {
        await pruneEvents(app.db, new Date(app.now().getTime() - opts.retentionDays * 86_400_000));
      } catch (error) {
        app.log.warn({ err: error }, 'event pruning failed');
      }
    };
    const pruneTimer = setInterval(() => void prune(), 3_600_000);
    pruneTimer.unref();
    app.addHook('onReady', prune);

    app.decorate('events', {
      subscribe(seatWebId: number, wake: Wake, close: () => void) {
        let set = subscribers.get(seatWebId);
        if (!set) subscribers.set(seatWebId, (set = new Set()));
        set.add(wake);
        closers.add(close);
        return () => {
          closers.delete(close);
          set.delete(wake);
          if (set.size === 0) subscribers.delete(seatWebId);
        };
      },
    } satisfies EventBus);

    // Before the server waits for its connections: open streams would keep it alive.
    app.addHook('preClose', async () => {
      for (const close of [...closers]) close();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(poll);
      clearInterval(pruneTimer);
      await stopListening();
    });
  },
  { name: 'events' },
);
