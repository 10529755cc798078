// A venue's server-sent event stream (issue #11): the boards open it with EventSource. On
// connect it sends every event after Last-Event-ID (the header EventSource sends when it
// reconnects, or ?lastEventId= given by the list the board just loaded), then each new one as
// the bus wakes it. Several events about the same order in one batch are sent once, with the
// newest id, as the subject's current state; the client replaces by subject, so nothing is
// lost or shown twice. A comment every 15 s keeps proxies from closing the connection, and
// the stream ends when `stillAllowed` says the member's session has ended.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listEventsAfter, latestEventId, type EventRow, type EventTopic } from './events-repository';

export interface StreamOptions<T> {
  seatWebId: number;
  topics: EventTopic[];
  /** The subject's current state as sent to the board (null: send a removal). */
  render(event: EventRow): Promise<T | null>;
  /** Checked on every heartbeat; false ends the stream (member disabled or signed out). */
  stillAllowed(): Promise<boolean>;
  heartbeatMs?: number;
}

/** The id the stream resumes after: Last-Event-ID, else ?lastEventId=, else "from now". */
export function resumeIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Where a stream's events come from: a venue's (the boards) or one diner's orders. */
export interface EventSourceOptions<T> {
  /** Events after `afterId`, oldest first, at most 500. */
  list(afterId: number): Promise<EventRow[]>;
  /** Where a stream without Last-Event-ID starts. */
  latest(): Promise<number>;
  /** Wakes the stream when there may be new events; returns the unsubscribe function. */
  subscribe(wake: () => void, close: () => void): () => void;
  render(event: EventRow): Promise<T | null>;
  stillAllowed(): Promise<boolean>;
  heartbeatMs?: number;
}

export async function streamEvents<T>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, opts: StreamOptions<T>): Promise<void> {
  await streamFrom(request, reply, {
    list: (afterId) => listEventsAfter(app.db, opts.seatWebId, afterId, opts.topics),
    latest: () => latestEventId(app.db, opts.seatWebId),
    subscribe: (wake, close) => app.events.subscribe(opts.seatWebId, wake, close),
    render: opts.render,
    stillAllowed: opts.stillAllowed,
    heartbeatMs: opts.heartbeatMs,
  });
}

export async function streamFrom<T>(request: FastifyRequest, reply: FastifyReply, opts: EventSourceOptions<T>): Promise<void> {
  let cursor = resumeIdOf(request) ?? (await opts.latest());
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Reconnect quickly after a drop; EventSource then sends Last-Event-ID.
  res.write(`retry: 1000\n: connected ${cursor}\n\n`);

  let closed = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;

  const pump = async () => {
    do {
      again = false;
      const rows = await opts.list(cursor);
      if (rows.length === 0) continue;
      // The newest event per subject: one message with the current state.
      const newest = new Map<string, EventRow>();
      for (const row of rows) {
        const key = `${row.topic}:${row.subject}`;
        newest.delete(key);
        newest.set(key, row);
      }
      for (const row of newest.values()) {
        if (closed) return;
        const data = await opts.render(row);
        res.write(`id: ${row.eventId}\nevent: ${row.topic}\ndata: ${JSON.stringify({ subject: row.subject, data })}\n\n`);
      }
      cursor = Number(rows[rows.length - 1].eventId);
      // A full page means there may be more.
      if (rows.length >= 500) again = true;
    } while (again && !closed);
  };
  const wake = () => {
    if (closed) return;
    running = running.then(pump).catch((error: unknown) => {
      request.log.warn({ err: error }, 'event stream failed');
      end();
    });
  };

  const unsubscribe = opts.subscribe(wake, () => end());
  const heartbeat = setInterval(() => {
    void opts.stillAllowed().then(
      (ok) => (ok ? res.write(': keep-alive\n\n') : end()),
      () => end(),
    );
  }, opts.heartbeatMs ?? 15_000);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  res.on('close', end);
  wake();
}
