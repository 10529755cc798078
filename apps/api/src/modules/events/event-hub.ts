// The fan-out of the live streams (modules/events/README.md): one feed per venue keeps one
// cursor and, when woken, makes ONE read of the venue's new events (never two at once: a wake
// during a read only asks for one more), renders each event once per audience (the boards'
// card, the diner's order view) and writes the result to every open stream that may see it:
// the venue's boards by topic, a diner only the orders of that diner. So an event costs one
// read and one render per audience, plus a socket write per stream.
//
// A stream that resumes behind its feed reads the gap itself, once, up to where the feed had
// read when the stream joined; what the feed reads meanwhile is held and sent after it, so
// nothing is missed or sent twice. Sessions are re-checked for all open streams together (one
// read per kind of session), and one timer writes every stream's keep-alive comment.
import type { EventTopic, FeedEvent } from './events-repository';

/** Where the feeds and catch-ups read (the events table; a fake in unit tests). */
export interface EventHubSource {
  /** The venue's events after `afterId`, oldest first, at most `limit`. */
  listVenue(seatWebId: number, afterId: number, limit: number): Promise<FeedEvent[]>;
  /** The venue's newest event id (0 when none). */
  latest(seatWebId: number): Promise<number>;
  /** Events after `afterId` and at most each venue's bound, that `filter` lets through. */
  catchUp(
    filter: StreamFilter,
    afterId: number,
    upTo: ReadonlyMap<number, number>,
    limit: number,
  ): Promise<FeedEvent[]>;
}

export interface StreamFilter {
  topics: readonly EventTopic[];
  /** A diner's stream: only orders of this customer of this company. */
  customer?: { companyId: number; customerId: number };
  /** A table tab's stream (a phone of the tab): only that tab's 'tab' events and its rounds' 'order' events. */
  tableTab?: { companyId: number; tableTabId: number };
}

/** A kind of reader: renders what its streams are sent about each event, a batch at a time. */
export interface Audience<T> {
  readonly name: string;
  /** By event id: the subject's current state (null: a removal, or nothing to say). */
  render(events: FeedEvent[]): Promise<Map<number, T | null>>;
}

/** A kind of session (staff member, diner): checks many at once. */
export interface SessionKind<K> {
  readonly name: string;
  /** For each key, whether its session still holds (one read for all of them). */
  stillValid(keys: K[]): Promise<boolean[]>;
}

export interface StreamSession {
  kind: SessionKind<unknown>;
  key: unknown;
}

/** What a stream writes to (the hijacked HTTP response). */
export interface StreamSink {
  write(chunk: string): unknown;
  readonly writableLength: number;
  end(): void;
}

export interface OpenStream<T> {
  venues: readonly number[];
  filter: StreamFilter;
  audience: Audience<T>;
  session: StreamSession;
  /** Last-Event-ID: the stream sends only events after it; null: from now. */
  resumeAfter: number | null;
  /**
   * Called once the feeds are ready, with where the stream starts and the function that ends
   * it (call it when the connection closes); returns where to write.
   */
  start(cursor: number, end: () => void): StreamSink;
}

export interface StreamHandle {
  end(): void;
}

export interface EventStreamStats {
  openStreams: number;
  /** Open streams by audience name. */
  streamsByAudience: Record<string, number>;
  /** Venues whose feed is open. */
  feeds: number;
  /** The latest delays from an event's creation to its write on the streams, ms, oldest first (at most 200). */
  lastDeliveryDelaysMs: number[];
  /** Reads by the feeds, renders (one per audience and batch), and catch-up reads, since start. */
  feedReads: number;
  renders: number;
  catchUpReads: number;
  /** Streams ended because their reader fell too far behind. */
  slowStreamsEnded: number;
}

export interface EventHubOptions {
  source: EventHubSource;
  log?: { warn(obj: unknown, msg: string): void };
  /** A stream with more than this many bytes waiting for its reader is ended (it resumes by Last-Event-ID). */
  maxBufferedBytes?: number;
  pageSize?: number;
  /** After a failed read, the feed tries again after this long. */
  retryMs?: number;
  /**
   * The least time between the starts of two reads of a feed (0: none). Under a rush the events
   * of that time go out as one batch: fewer reads, renders and socket writes per event, for at
   * most that much more delay. A feed woken after a quiet spell reads at once.
   */
  minReadIntervalMs?: number;
  now?: () => number;
  /** Told when a stream opens and ends, and each event's delay when a feed writes it to its streams (for metrics). */
  observer?: { streamOpened(): void; streamClosed(): void; eventDelivered(delayMs: number): void };
}

interface Stream {
  venues: readonly number[];
  filter: StreamFilter;
  topics: ReadonlySet<string>;
  audience: Audience<unknown>;
  session: StreamSession;
  sink: StreamSink | null;
  /** Events at or before this id are not sent (the reader has them). */
  floor: number;
  /** Live messages held while the stream catches up. */
  held: Message[][] | null;
  closed: boolean;
}

interface Message {
  eventId: number;
  text: string;
}

/** Broadcast streams (boards) with the same audience and topics get the same bytes. */
interface Group {
  audience: Audience<unknown>;
  topics: ReadonlySet<string>;
  streams: Set<Stream>;
}

interface Feed {
  seatWebId: number;
  cursor: number;
  lastReadAt: number;
  ready: Promise<void>;
  isReady: boolean;
  running: boolean;
  again: boolean;
  dead: boolean;
  groups: Map<string, Group>;
  /** Diner streams by customer id. */
  diners: Map<number, Set<Stream>>;
  /** Table tab streams by tab id. */
  tabs: Map<number, Set<Stream>>;
  size: number;
  retry: NodeJS.Timeout | null;
}

const DELAYS_KEPT = 200;

export function messageText(event: FeedEvent, data: unknown): string {
  return `id: ${event.eventId}\nevent: ${event.topic}\ndata: ${JSON.stringify({ subject: event.subject, data })}\n\n`;
}

/** The newest event per subject, oldest first: several changes of one order in a batch are sent once, as its current state. */
export function newestPerSubject(rows: FeedEvent[]): FeedEvent[] {
  const newest = new Map<string, FeedEvent>();
  for (const row of rows) {
    const key = `${row.topic}:${row.subject}`;
    newest.delete(key);
    newest.set(key, row);
  }
  return [...newest.values()];
}

/** The table tab an event is about: a 'tab' event's subject, or the tab of a round's order. */
export function tableTabOf(event: FeedEvent): number | null {
  if (event.topic === 'tab') return Number(event.subject);
  return event.order?.tableTabId ?? null;
}

const mayTabSee = (stream: Stream, event: FeedEvent) =>
  stream.filter.tableTab !== undefined &&
  stream.topics.has(event.topic) &&
  event.companyId === stream.filter.tableTab.companyId &&
  tableTabOf(event) === stream.filter.tableTab.tableTabId;

/** Whether a stream that is not a board's may be sent the event. */
const mayPersonSee = (stream: Stream, event: FeedEvent) =>
  stream.filter.tableTab ? mayTabSee(stream, event) : mayDinerSee(stream, event);

const mayDinerSee = (stream: Stream, event: FeedEvent) =>
  event.order !== null &&
  stream.topics.has(event.topic) &&
  event.order.companyId === stream.filter.customer?.companyId &&
  event.order.customerId === stream.filter.customer.customerId;

export function createEventHub(options: EventHubOptions) {
  const { source } = options;
  const pageSize = options.pageSize ?? 500;
  const maxBuffered = options.maxBufferedBytes ?? 1_000_000;
  const retryMs = options.retryMs ?? 1000;
  const minReadInterval = options.minReadIntervalMs ?? 0;
  const now = options.now ?? Date.now;
  const feeds = new Map<number, Feed>();
  const streams = new Set<Stream>();
  const delays: number[] = [];
  const counts = { feedReads: 0, renders: 0, catchUpReads: 0, slowStreamsEnded: 0 };
  let closing = false;

  const warn = (error: unknown, message: string) => options.log?.warn({ err: error }, message);

  function feedOf(seatWebId: number): Feed {
    const feed = feeds.get(seatWebId);
    if (feed) return feed;
    const created: Feed = {
      seatWebId,
      cursor: 0,
      lastReadAt: -Infinity,
      ready: Promise.resolve(),
      isReady: false,
      running: false,
      again: false,
      dead: false,
      groups: new Map(),
      diners: new Map(),
      tabs: new Map(),
      size: 0,
      retry: null,
    };
    created.ready = source.latest(seatWebId).then(
      (id) => {
        created.cursor = id;
        created.isReady = true;
      },
      (error: unknown) => {
        if (feeds.get(seatWebId) === created) feeds.delete(seatWebId);
        created.dead = true;
        throw error;
      },
    );
    feeds.set(seatWebId, created);
    return created;
  }

  function wake(feed: Feed) {
    if (feed.dead || !feed.isReady) return;
    if (feed.running) {
      feed.again = true;
      return;
    }
    feed.running = true;
    void pump(feed).finally(() => {
      feed.running = false;
    });
  }

  async function pump(feed: Feed) {
    try {
      do {
        const wait = feed.lastReadAt + minReadInterval - now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (feed.dead) return;
        feed.again = false;
        feed.lastReadAt = now();
        counts.feedReads += 1;
        const rows = await source.listVenue(feed.seatWebId, feed.cursor, pageSize);
        if (feed.dead || rows.length === 0) continue;
        const batch = newestPerSubject(rows);
        const rendered = await renderForRecipients(feed, batch);
        if (feed.dead) return;
        // From here to the cursor's move nothing awaits: a stream joining now either got its
        // recipients' place in this batch or starts its catch-up after it.
        deliver(feed, batch, rendered);
        feed.cursor = rows[rows.length - 1].eventId;
        if (rows.length >= pageSize) feed.again = true;
      } while (feed.again && !feed.dead);
    } catch (error) {
      warn(error, 'event feed read failed; trying again');
      if (!feed.dead && !feed.retry) {
        feed.retry = setTimeout(() => {
          feed.retry = null;
          wake(feed);
        }, retryMs);
        feed.retry.unref?.();
      }
    }
  }

  type Rendered = Map<Audience<unknown>, Map<number, string>>;

  /** Renders, per audience, the events some current stream will be sent; again for streams that joined meanwhile. */
  async function renderForRecipients(feed: Feed, batch: FeedEvent[]): Promise<Rendered> {
    const rendered: Rendered = new Map();
    for (;;) {
      const needed = new Map<Audience<unknown>, Map<number, FeedEvent>>();
      const need = (audience: Audience<unknown>, event: FeedEvent) => {
        if (rendered.get(audience)?.has(event.eventId)) return;
        let events = needed.get(audience);
        if (!events) needed.set(audience, (events = new Map()));
        events.set(event.eventId, event);
      };
      for (const group of feed.groups.values()) {
        if (group.streams.size === 0) continue;
        for (const event of batch) if (group.topics.has(event.topic)) need(group.audience, event);
      }
      if (feed.diners.size > 0) {
        for (const event of batch) {
          const customerId = event.order?.customerId;
          if (customerId == null) continue;
          for (const stream of feed.diners.get(customerId) ?? [])
            if (mayDinerSee(stream, event)) need(stream.audience, event);
        }
      }
      if (feed.tabs.size > 0) {
        for (const event of batch) {
          const tableTabId = tableTabOf(event);
          if (tableTabId == null) continue;
          for (const stream of feed.tabs.get(tableTabId) ?? [])
            if (mayTabSee(stream, event)) need(stream.audience, event);
        }
      }
      if (needed.size === 0) return rendered;
      await Promise.all(
        [...needed].map(async ([audience, events]) => {
          counts.renders += 1;
          const data = await audience.render([...events.values()]);
          let texts = rendered.get(audience);
          if (!texts) rendered.set(audience, (texts = new Map()));
          for (const event of events.values())
            texts.set(event.eventId, messageText(event, data.get(event.eventId) ?? null));
        }),
      );
      if (feed.dead) return rendered;
    }
  }

  function deliver(feed: Feed, batch: FeedEvent[], rendered: Rendered) {
    const at = now();
    for (const group of feed.groups.values()) {
      const texts = rendered.get(group.audience);
      if (!texts || group.streams.size === 0) continue;
      const messages: Message[] = [];
      for (const event of batch) {
        const text = group.topics.has(event.topic) ? texts.get(event.eventId) : undefined;
        if (text !== undefined) messages.push({ eventId: event.eventId, text });
      }
      if (messages.length === 0) continue;
      const joined = messages.map((m) => m.text).join('');
      for (const stream of [...group.streams]) send(stream, messages, joined);
    }
    if (feed.diners.size > 0) {
      for (const event of batch) {
        const customerId = event.order?.customerId;
        if (customerId == null) continue;
        for (const stream of [...(feed.diners.get(customerId) ?? [])]) {
          const text = mayDinerSee(stream, event) ? rendered.get(stream.audience)?.get(event.eventId) : undefined;
          if (text !== undefined) send(stream, [{ eventId: event.eventId, text }], text);
        }
      }
    }
    if (feed.tabs.size > 0) {
      for (const event of batch) {
        const tableTabId = tableTabOf(event);
        if (tableTabId == null) continue;
        for (const stream of [...(feed.tabs.get(tableTabId) ?? [])]) {
          const text = mayTabSee(stream, event) ? rendered.get(stream.audience)?.get(event.eventId) : undefined;
          if (text !== undefined) send(stream, [{ eventId: event.eventId, text }], text);
        }
      }
    }
    for (const event of batch) {
      const delay = Math.max(0, at - event.createdAt.getTime());
      delays.push(delay);
      if (delays.length > DELAYS_KEPT) delays.shift();
      options.observer?.eventDelivered(delay);
    }
  }

  function send(stream: Stream, messages: Message[], joined: string) {
    if (stream.closed) return;
    if (stream.held) {
      stream.held.push(messages);
      return;
    }
    if (messages[0].eventId > stream.floor) write(stream, joined);
    else {
      const newer = messages.filter((m) => m.eventId > stream.floor);
      if (newer.length > 0) write(stream, newer.map((m) => m.text).join(''));
    }
  }

  function write(stream: Stream, text: string) {
    const sink = stream.sink;
    if (!sink || stream.closed) return;
    sink.write(text);
    if (sink.writableLength > maxBuffered) {
      counts.slowStreamsEnded += 1;
      end(stream);
    }
  }

  function join(stream: Stream, feed: Feed) {
    feed.size += 1;
    if (stream.filter.tableTab) {
      const id = stream.filter.tableTab.tableTabId;
      let set = feed.tabs.get(id);
      if (!set) feed.tabs.set(id, (set = new Set()));
      set.add(stream);
      return;
    }
    if (stream.filter.customer) {
      const id = stream.filter.customer.customerId;
      let set = feed.diners.get(id);
      if (!set) feed.diners.set(id, (set = new Set()));
      set.add(stream);
      return;
    }
    const key = `${stream.audience.name}|${[...stream.topics].sort().join(',')}`;
    let group = feed.groups.get(key);
    if (!group)
      feed.groups.set(key, (group = { audience: stream.audience, topics: stream.topics, streams: new Set() }));
    group.streams.add(stream);
  }

  function leave(stream: Stream, feed: Feed) {
    const customerId = stream.filter.customer?.customerId;
    const tableTabId = stream.filter.tableTab?.tableTabId;
    let removed = false;
    if (tableTabId !== undefined) {
      const set = feed.tabs.get(tableTabId);
      removed = set?.delete(stream) ?? false;
      if (set && set.size === 0) feed.tabs.delete(tableTabId);
    } else if (customerId !== undefined) {
      const set = feed.diners.get(customerId);
      removed = set?.delete(stream) ?? false;
      if (set && set.size === 0) feed.diners.delete(customerId);
    } else {
      for (const [key, group] of feed.groups) {
        if (group.streams.delete(stream)) {
          removed = true;
          if (group.streams.size === 0) feed.groups.delete(key);
        }
      }
    }
    if (removed) feed.size -= 1;
    if (feed.size === 0 && feeds.get(feed.seatWebId) === feed) {
      feed.dead = true;
      feeds.delete(feed.seatWebId);
      if (feed.retry) clearTimeout(feed.retry);
    }
  }

  function end(stream: Stream) {
    if (stream.closed) return;
    stream.closed = true;
    if (streams.delete(stream)) {
      for (const seatWebId of stream.venues) {
        const feed = feeds.get(seatWebId);
        if (feed) leave(stream, feed);
      }
      options.observer?.streamClosed();
    }
    stream.sink?.end();
  }

  async function catchUp(stream: Stream, upTo: Map<number, number>) {
    let after = stream.floor;
    for (;;) {
      counts.catchUpReads += 1;
      const rows = await source.catchUp(stream.filter, after, upTo, pageSize);
      if (stream.closed || rows.length === 0) break;
      const batch = newestPerSubject(rows).filter(
        (e) => (!stream.filter.customer && !stream.filter.tableTab) || mayPersonSee(stream, e),
      );
      counts.renders += 1;
      const data = batch.length > 0 ? await stream.audience.render(batch) : new Map<number, unknown>();
      if (stream.closed) return;
      write(stream, batch.map((e) => messageText(e, data.get(e.eventId) ?? null)).join(''));
      after = rows[rows.length - 1].eventId;
      if (rows.length < pageSize) break;
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const messages of held) send(stream, messages, messages.map((m) => m.text).join(''));
  }

  return {
    /**
     * Opens a stream: waits for its venues' feeds, joins them and (resuming behind them) reads
     * the gap once. Throws before `start` when a feed cannot start (the caller answers an error).
     */
    async open<T>(spec: OpenStream<T>): Promise<StreamHandle> {
      if (closing) throw new Error('the server is shutting down');
      try {
        // Until every venue's feed is ready at once (a feed whose last stream left meanwhile is replaced).
        for (;;) {
          const waiting = spec.venues.map(feedOf).filter((f) => !f.isReady);
          if (waiting.length === 0) break;
          await Promise.all(waiting.map((f) => f.ready));
        }
      } catch (error) {
        for (const seatWebId of spec.venues) {
          const feed = feeds.get(seatWebId);
          if (feed && feed.size === 0) {
            feed.dead = true;
            feeds.delete(seatWebId);
          }
        }
        throw error;
      }
      // Synchronous from here to the end of the joins: the bounds read are where the feeds stand
      // when the stream joins them, so the feeds send everything after them.
      const stream: Stream = {
        venues: spec.venues,
        filter: spec.filter,
        topics: new Set(spec.filter.topics),
        audience: spec.audience as Audience<unknown>,
        session: spec.session,
        sink: null,
        floor: spec.resumeAfter ?? 0,
        held: null,
        closed: false,
      };
      const upTo = new Map<number, number>();
      let cursor = 0;
      for (const seatWebId of spec.venues) {
        const feed = feedOf(seatWebId);
        cursor = Math.max(cursor, feed.cursor);
        if (spec.resumeAfter !== null && feed.cursor > spec.resumeAfter) upTo.set(seatWebId, feed.cursor);
      }
      const handle = { end: () => end(stream) };
      stream.sink = spec.start(spec.resumeAfter ?? cursor, handle.end);
      if (stream.closed) {
        stream.sink.end();
        return handle;
      }
      for (const seatWebId of spec.venues) join(stream, feedOf(seatWebId));
      streams.add(stream);
      options.observer?.streamOpened();
      if (upTo.size > 0) {
        stream.held = [];
        try {
          await catchUp(stream, upTo);
        } catch (error) {
          warn(error, 'event stream catch-up failed');
          end(stream);
        }
      }
      return handle;
    },

    /** The venue may have new events (a NOTIFY named it). */
    wake(seatWebId: number) {
      const feed = feeds.get(seatWebId);
      if (feed) wake(feed);
    },

    /** Every open feed looks again (a notification may have been lost). */
    wakeAll() {
      for (const feed of feeds.values()) wake(feed);
    },

    /** Checks every open stream's session, one read per kind of session; ends those that no longer hold. */
    async checkSessions(): Promise<void> {
      const byKind = new Map<SessionKind<unknown>, Stream[]>();
      for (const stream of streams) {
        let list = byKind.get(stream.session.kind);
        if (!list) byKind.set(stream.session.kind, (list = []));
        list.push(stream);
      }
      for (const [kind, list] of byKind) {
        try {
          const valid = await kind.stillValid(list.map((s) => s.session.key));
          list.forEach((stream, i) => {
            if (!valid[i]) end(stream);
          });
        } catch (error) {
          // The database may be back in a moment: keep the streams rather than have every board reconnect.
          warn(error, `checking ${kind.name} stream sessions failed`);
        }
      }
    },

    /** A comment on every open stream, so proxies do not close an idle connection. */
    keepAlive() {
      for (const stream of streams) if (!stream.held) write(stream, ': keep-alive\n\n');
    },

    stats(): EventStreamStats {
      const byAudience: Record<string, number> = {};
      for (const stream of streams) byAudience[stream.audience.name] = (byAudience[stream.audience.name] ?? 0) + 1;
      return {
        openStreams: streams.size,
        streamsByAudience: byAudience,
        feeds: feeds.size,
        lastDeliveryDelaysMs: [...delays],
        ...counts,
      };
    },

    /** Ends every stream (the server is stopping: open streams would keep it alive). */
    close() {
      closing = true;
      for (const stream of [...streams]) end(stream);
      for (const feed of feeds.values()) {
        feed.dead = true;
        if (feed.retry) clearTimeout(feed.retry);
      }
      feeds.clear();
    },
  };
}
