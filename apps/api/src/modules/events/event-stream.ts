// A live stream as server-sent events (the boards' and the diners' EventSource). It joins the
// feeds of its venues in the event hub (event-hub.ts): the feed reads each event once for every
// stream and sends it here as the subject's current state. On connect it sends every event
// after Last-Event-ID (the header EventSource sends when it reconnects, or ?lastEventId= given
// by the list the board just loaded), then each new one. Several events about the same subject
// in one batch are sent once, with the newest id; the client replaces by subject, so nothing
// is lost or shown twice. Keep-alive comments and the session checks come from one timer for
// all streams (events-plugin.ts); the stream ends when its session no longer holds.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Audience, StreamFilter, StreamSession } from './event-hub';

export type { Audience } from './event-hub';

/** The id the stream resumes after: Last-Event-ID, else ?lastEventId=, else "from now". */
export function resumeIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const raw =
    (Array.isArray(header) ? header[0] : header) ??
    (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export interface EventStreamOptions<T> {
  /** The venues whose events the stream may carry (a board: its venue; a diner: the company's). */
  venues: readonly number[];
  filter: StreamFilter;
  audience: Audience<T>;
  session: StreamSession;
}

export async function streamEvents<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: EventStreamOptions<T>,
): Promise<void> {
  await app.events.open({
    ...opts,
    resumeAfter: resumeIdOf(request),
    start(cursor, end) {
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
      res.on('close', end);
      if (res.destroyed) queueMicrotask(end);
      return res;
    },
  });
}
