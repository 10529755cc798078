// The live side of the event outbox (decision 009, modules/events/README.md): listens to
// NOTIFY 'tavola_events' and wakes the named venue's feed in the event hub (event-hub.ts),
// which reads the `events` table once and fans the events out to the venue's open streams. On
// PostgreSQL the listener is its own connection (a LISTEN cannot share the pool), so an order
// saved by another API process reaches this process's boards; on PGlite the notification is
// in-process. A notification carries no data, only "look again", so a lost one costs at most
// the safety poll's delay, never an event. One timer re-checks every open stream's session
// (one read per kind of session) and writes their keep-alive comments.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { driverClient } from '../../db/database';
import { runOncePerChain } from '../../db/run-once';
import {
  createEventHub,
  type EventStreamStats,
  type OpenStream,
  type SessionKind,
  type StreamHandle,
} from './event-hub';
import { latestEventId, listCatchUpEvents, listVenueFeedAfter, pruneEvents } from './events-repository';
import { dinerSessionKind, staffSessionKind, type DinerStreamKey, type StaffStreamKey } from './stream-sessions';

export const EVENTS_CHANNEL = 'tavola_events';
/** The listener connection's name in pg_stat_activity, to find it (monitoring, tests). */
export const EVENTS_LISTENER_NAME = 'tavola-events-listener';

export interface EventStreams {
  /** Opens a live stream on the venues' feeds (event-stream.ts does it for a route). */
  open<T>(spec: OpenStream<T>): Promise<StreamHandle>;
  /** The sessions a stream may be tied to, each checked for all open streams at once. */
  staffSessions: SessionKind<StaffStreamKey>;
  dinerSessions: SessionKind<DinerStreamKey>;
  /** Re-checks every open stream's session now (the heartbeat does it every heartbeatMs). */
  checkSessions(): Promise<void>;
  stats(): EventStreamStats;
  /** Called with the venue of every notification (the push dispatcher reads the same outbox). */
  onNotify(listener: (seatWebId: number) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventStreams;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance, opts: { retentionDays: number; safetyPollMs?: number; heartbeatMs?: number }) => {
    const hub = createEventHub({
      source: {
        listVenue: (seatWebId, afterId, limit) => listVenueFeedAfter(app.db, seatWebId, afterId, limit),
        latest: (seatWebId) => latestEventId(app.db, seatWebId),
        catchUp: (filter, afterId, upTo, limit) => listCatchUpEvents(app.db, filter, afterId, upTo, limit),
      },
      log: app.log,
      minReadIntervalMs: 20,
      // The metrics plugin, when the app has one, counts open streams and delivery delays.
      observer: app.hasDecorator('metrics') ? app.metrics : undefined,
    });
    const wakeAll = () => hub.wakeAll();
    const notifyListeners: ((seatWebId: number) => void)[] = [];
    const onPayload = (payload: string | undefined) => {
      const seatWebId = Number(String(payload ?? '').split(':')[0]);
      if (!Number.isInteger(seatWebId)) return;
      hub.wake(seatWebId);
      for (const listener of notifyListeners) listener(seatWebId);
    };

    let closing = false;
    let stopListening: () => Promise<void> = async () => {};
    const client = driverClient(app.db);

    if (client instanceof pg.Pool) {
      const connectionString = (client.options as { connectionString?: string }).connectionString;
      let listener: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        if (closing) return;
        const next = new pg.Client({ connectionString, application_name: EVENTS_LISTENER_NAME });
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
        // One process prunes at a time; the others skip the round.
        await runOncePerChain(app.db, 'prune-events', () =>
          pruneEvents(app.db, new Date(app.now().getTime() - opts.retentionDays * 86_400_000)),
        );
      } catch (error) {
        app.log.warn({ err: error }, 'event pruning failed');
      }
    };
    const pruneTimer = setInterval(() => void prune(), 3_600_000);
    pruneTimer.unref();
    app.addHook('onReady', prune);

    // One timer for every stream: sessions checked together, then a comment that keeps proxies
    // from closing an idle connection.
    let checking = false;
    const heartbeat = setInterval(() => {
      if (checking) return;
      checking = true;
      void hub
        .checkSessions()
        .then(() => hub.keepAlive())
        .finally(() => {
          checking = false;
        });
    }, opts.heartbeatMs ?? 15_000);
    heartbeat.unref();

    app.decorate('events', {
      open: (spec) => hub.open(spec),
      staffSessions: staffSessionKind(app.db),
      dinerSessions: dinerSessionKind(app.db),
      checkSessions: () => hub.checkSessions(),
      stats: () => hub.stats(),
      onNotify: (listener) => {
        notifyListeners.push(listener);
      },
    } satisfies EventStreams);

    // Before the server waits for its connections: open streams would keep it alive.
    app.addHook('preClose', async () => {
      hub.close();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      clearInterval(pruneTimer);
      await stopListening();
    });
  },
  { name: 'events' },
);
