// The event hub's fan-out on a fake outbox: every stream gets every event it may see exactly
// once, the reads and renders do not grow with the number of streams, a resume catches up
// without gaps or duplicates even while the feed moves on, a diner only ever gets their own
// orders, and the sessions of all streams are checked with one call.
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../order/order-repository';
import { createEventHub, type Audience, type EventHubSource, type SessionKind, type StreamFilter } from './event-hub';
import type { FeedEvent } from './events-repository';

const VENUE = 2;
const OTHER_VENUE = 3;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const flush = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setImmediate(r));
};

/** The outbox: events appended by the test, read like the repository reads them (with counting and an optional gate). */
function fakeOutbox() {
  const rows: FeedEvent[] = [];
  const calls = { listVenue: 0, catchUp: 0, latest: 0 };
  let gate: Promise<void> | null = null;
  let catchUpGate: Promise<void> | null = null;
  let next = 1;
  const source: EventHubSource = {
    async listVenue(seatWebId, afterId, limit) {
      calls.listVenue += 1;
      const found = rows.filter((r) => r.seatWebId === seatWebId && r.eventId > afterId).slice(0, limit);
      if (gate) await gate;
      return found;
    },
    async latest(seatWebId) {
      calls.latest += 1;
      return rows.filter((r) => r.seatWebId === seatWebId).reduce((max, r) => Math.max(max, r.eventId), 0);
    },
    async catchUp(filter: StreamFilter, afterId, upTo, limit) {
      calls.catchUp += 1;
      const found = rows
        .filter((r) => r.eventId > afterId && upTo.has(r.seatWebId) && r.eventId <= upTo.get(r.seatWebId)!)
        .filter((r) => filter.topics.includes(r.topic as never))
        .filter(
          (r) =>
            !filter.customer ||
            (r.order?.customerId === filter.customer.customerId && r.order.companyId === filter.customer.companyId),
        )
        .slice(0, limit);
      if (catchUpGate) await catchUpGate;
      return found;
    },
  };
  return {
    source,
    calls,
    rows,
    add(topic: string, subject: string, opts: { seatWebId?: number; customerId?: number; companyId?: number } = {}) {
      const seatWebId = opts.seatWebId ?? VENUE;
      const companyId = opts.companyId ?? 1;
      const order =
        topic === 'order'
          ? ({ orderId: Number(subject), companyId, customerId: opts.customerId ?? null, seatWebId } as OrderRow)
          : null;
      const row: FeedEvent = { eventId: next++, companyId, seatWebId, topic, subject, createdAt: new Date(), order };
      rows.push(row);
      return row;
    },
    hold() {
      const d = deferred();
      gate = d.promise;
      return () => {
        gate = null;
        d.resolve();
      };
    },
    holdCatchUp() {
      const d = deferred();
      catchUpGate = d.promise;
      return () => {
        catchUpGate = null;
        d.resolve();
      };
    },
  };
}

/** An audience that counts its renders and the events it rendered. */
function countingAudience(name: string) {
  const rendered: number[] = [];
  let calls = 0;
  const audience: Audience<{ n: number }> = {
    name,
    async render(events) {
      calls += 1;
      rendered.push(...events.map((e) => e.eventId));
      return new Map(events.map((e) => [e.eventId, { n: e.eventId }]));
    },
  };
  return { audience, rendered, calls: () => calls };
}

/** A stream's end as the HTTP response would be: records what was written. */
function fakeSink() {
  const chunks: string[] = [];
  const sink = {
    ended: false,
    writableLength: 0,
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    end() {
      sink.ended = true;
    },
  };
  return {
    sink,
    /** The messages written, as id and subject. */
    messages() {
      return chunks
        .join('')
        .split('\n\n')
        .filter((block) => block.includes('data: '))
        .map((block) => {
          const id = Number(/^id: (\d+)$/m.exec(block)?.[1]);
          const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { subject: string };
          return { id, subject: data.subject };
        });
    },
  };
}

const alwaysValid: SessionKind<unknown> = { name: 'test', stillValid: async (keys) => keys.map(() => true) };

function openOn(
  hub: ReturnType<typeof createEventHub>,
  audience: Audience<unknown>,
  opts: {
    venues?: number[];
    topics?: StreamFilter['topics'];
    customer?: StreamFilter['customer'];
    resumeAfter?: number | null;
    session?: SessionKind<unknown>;
    key?: unknown;
  } = {},
) {
  const out = fakeSink();
  const opened = hub.open({
    venues: opts.venues ?? [VENUE],
    filter: { topics: opts.topics ?? ['order', 'venue'], customer: opts.customer },
    audience,
    session: { kind: opts.session ?? alwaysValid, key: opts.key ?? null },
    resumeAfter: opts.resumeAfter ?? null,
    start: () => out.sink,
  });
  return { ...out, opened };
}

describe('event hub', () => {
  it('gives many streams every event exactly once, with one read and one render per batch whatever the number of streams', async () => {
    const reads: number[] = [];
    const renders: number[] = [];
    for (const count of [1, 200]) {
      const outbox = fakeOutbox();
      const hub = createEventHub({ source: outbox.source });
      const board = countingAudience('board');
      const streams = Array.from({ length: count }, () => openOn(hub, board.audience));
      await Promise.all(streams.map((s) => s.opened));
      const expected: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (let i = 0; i < 3; i += 1) expected.push(outbox.add('order', String(100 + round * 3 + i)).eventId);
        hub.wake(VENUE);
        await flush();
      }
      for (const stream of streams) expect(stream.messages().map((m) => m.id)).toEqual(expected);
      // Each event rendered once for all the streams.
      expect([...board.rendered].sort((a, b) => a - b)).toEqual(expected);
      reads.push(outbox.calls.listVenue);
      renders.push(board.calls());
      expect(outbox.calls.latest).toBe(1);
      hub.close();
    }
    expect(reads[1]).toBe(reads[0]);
    expect(renders[1]).toBe(renders[0]);
    expect(reads[0]).toBe(5);
  });

  it('never has two reads of a feed in flight: wakes during a read make one more read', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source });
    const board = countingAudience('board');
    const stream = openOn(hub, board.audience);
    await stream.opened;
    outbox.add('order', '1');
    const release = outbox.hold();
    hub.wake(VENUE);
    await flush();
    for (let i = 0; i < 10; i += 1) {
      outbox.add('order', String(10 + i));
      hub.wake(VENUE);
    }
    expect(outbox.calls.listVenue).toBe(1);
    release();
    await flush();
    expect(outbox.calls.listVenue).toBe(2);
    expect(stream.messages().map((m) => m.subject)).toEqual([
      '1',
      ...Array.from({ length: 10 }, (_, i) => String(10 + i)),
    ]);
    hub.close();
  });

  it('sends several events about one subject in a batch once, with the newest id', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source });
    const stream = openOn(hub, countingAudience('board').audience);
    await stream.opened;
    outbox.add('order', '7');
    outbox.add('order', '8');
    const last = outbox.add('order', '7');
    hub.wake(VENUE);
    await flush();
    expect(stream.messages()).toEqual([
      { id: 2, subject: '8' },
      { id: last.eventId, subject: '7' },
    ]);
    hub.close();
  });

  it('catches a resuming stream up once, holding what the feed reads meanwhile: no gap, no duplicate', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source });
    const board = countingAudience('board');
    const live = openOn(hub, board.audience);
    await live.opened;
    for (let i = 1; i <= 5; i += 1) outbox.add('order', String(i));
    hub.wake(VENUE);
    await flush();
    expect(live.messages().map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);

    // A board that saw up to 2 reconnects; its catch-up read is slow, and the feed moves on meanwhile.
    const release = outbox.holdCatchUp();
    const resumed = openOn(hub, board.audience, { resumeAfter: 2 });
    await flush();
    outbox.add('order', '6');
    outbox.add('order', '3');
    hub.wake(VENUE);
    await flush();
    expect(resumed.messages()).toEqual([]);
    release();
    await resumed.opened;
    await flush();
    const ids = resumed.messages().map((m) => m.id);
    expect(ids).toEqual([3, 4, 5, 6, 7]);
    expect(outbox.calls.catchUp).toBe(1);

    // A board that resumes at the feed's cursor or ahead of it reads nothing itself.
    const current = openOn(hub, board.audience, { resumeAfter: 7 });
    await current.opened;
    outbox.add('order', '8');
    hub.wake(VENUE);
    await flush();
    expect(current.messages().map((m) => m.id)).toEqual([8]);
    expect(outbox.calls.catchUp).toBe(1);
    hub.close();
  });

  it('sends a diner only the orders of that diner of that company, across the company’s venues', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source });
    const diner = countingAudience('diner');
    const anna = openOn(hub, diner.audience, {
      venues: [VENUE, OTHER_VENUE],
      topics: ['order'],
      customer: { companyId: 1, customerId: 10 },
    });
    const anna2 = openOn(hub, diner.audience, {
      venues: [VENUE, OTHER_VENUE],
      topics: ['order'],
      customer: { companyId: 1, customerId: 10 },
    });
    const bruno = openOn(hub, diner.audience, {
      venues: [VENUE, OTHER_VENUE],
      topics: ['order'],
      customer: { companyId: 1, customerId: 11 },
    });
    await Promise.all([anna.opened, anna2.opened, bruno.opened]);
    outbox.add('order', '1', { customerId: 10 });
    outbox.add('order', '2', { customerId: 11 });
    outbox.add('order', '3', { customerId: 10, seatWebId: OTHER_VENUE });
    // Another company's customer with the same id, and events that are no diner's order.
    outbox.add('order', '4', { customerId: 10, companyId: 2 });
    outbox.add('venue', String(VENUE));
    outbox.add('order', '5', { customerId: undefined });
    hub.wake(VENUE);
    hub.wake(OTHER_VENUE);
    await flush();
    expect(
      anna
        .messages()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['1', '3']);
    expect(
      anna2
        .messages()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['1', '3']);
    expect(bruno.messages().map((m) => m.subject)).toEqual(['2']);
    // Rendered once per event for both of Anna's streams, never for events no diner may see.
    expect([...diner.rendered].sort()).toEqual([1, 2, 3]);

    // Anna's catch-up carries only her orders too.
    const resumed = openOn(hub, diner.audience, {
      venues: [VENUE, OTHER_VENUE],
      topics: ['order'],
      customer: { companyId: 1, customerId: 10 },
      resumeAfter: 0,
    });
    await resumed.opened;
    expect(
      resumed
        .messages()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['1', '3']);
    hub.close();
  });

  it('checks every open stream’s session with one call and ends those that no longer hold', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source });
    const board = countingAudience('board');
    const checked: number[][] = [];
    const signedOut = new Set([3, 7]);
    const staff: SessionKind<unknown> = {
      name: 'staff',
      async stillValid(keys) {
        checked.push(keys as number[]);
        return (keys as number[]).map((k) => !signedOut.has(k));
      },
    };
    const streams = Array.from({ length: 50 }, (_, i) => openOn(hub, board.audience, { session: staff, key: i % 10 }));
    await Promise.all(streams.map((s) => s.opened));
    expect(hub.stats().openStreams).toBe(50);
    await hub.checkSessions();
    expect(checked).toHaveLength(1);
    expect(checked[0]).toHaveLength(50);
    streams.forEach((s, i) => expect(s.sink.ended).toBe(signedOut.has(i % 10)));
    expect(hub.stats().openStreams).toBe(40);
    // The ended streams get nothing more; the others still do.
    outbox.add('order', '1');
    hub.wake(VENUE);
    await flush();
    streams.forEach((s, i) => expect(s.messages()).toHaveLength(signedOut.has(i % 10) ? 0 : 1));
    hub.close();
    expect(hub.stats()).toMatchObject({ openStreams: 0, feeds: 0 });
  });

  it('ends a stream whose reader falls too far behind, and closes a venue’s feed with its last stream', async () => {
    const outbox = fakeOutbox();
    const hub = createEventHub({ source: outbox.source, maxBufferedBytes: 10 });
    const board = countingAudience('board');
    const slow = openOn(hub, board.audience);
    const fast = openOn(hub, board.audience);
    await Promise.all([slow.opened, fast.opened]);
    slow.sink.writableLength = 1000;
    outbox.add('order', '1');
    hub.wake(VENUE);
    await flush();
    expect(slow.sink.ended).toBe(true);
    expect(fast.sink.ended).toBe(false);
    expect(hub.stats()).toMatchObject({ openStreams: 1, feeds: 1, slowStreamsEnded: 1 });
    (await fast.opened).end();
    expect(hub.stats()).toMatchObject({ openStreams: 0, feeds: 0 });
    hub.close();
  });
});
