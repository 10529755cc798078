// Keeps the board's cached cards current from the venue's event stream. The
// stream starts after the list's lastEventId; EventSource reconnects by itself and sends
// Last-Event-ID, so the server replays what was missed. Cards are replaced by order id, so a
// replayed event never duplicates one. New orders ring (unless muted) and notify.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  boardDueTime,
  onLiveBoard,
  serviceDayOf,
  type BoardOrder,
  type BoardVenue,
  type OrderBoard,
} from '@tavola/domain/order-board';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { StaffTableTab } from '@tavola/domain/table-tab';
import { staffApi } from './staff-api';

export function upsertCard(board: OrderBoard, card: BoardOrder): OrderBoard {
  const others = board.orders.filter((o) => o.order.orderId !== card.order.orderId);
  const orders = [...others, card].sort(
    (a, b) =>
      (a.order.requestedDateTime ?? a.createdAt).localeCompare(b.order.requestedDateTime ?? b.createdAt) ||
      a.order.orderId - b.order.orderId,
  );
  return { ...board, orders };
}

/**
 * The card belongs to the board's type filter and day: the chosen service day (serviceDayOf),
 * or on the live board the server's rule (onLiveBoard) on the venue's clock of this moment.
 */
function matches(
  card: BoardOrder,
  board: OrderBoard,
  day: string | null,
  live: boolean,
  orderType: number | undefined,
): boolean {
  if (orderType !== undefined && card.order.orderType !== orderType) return false;
  const due = boardDueTime(card, board.venue.timeZone);
  if (!live) return serviceDayOf(due) === day;
  const now = venueLocalTime(new Date(), board.venue.timeZone);
  return onLiveBoard(due, `${now.date}T${now.time}`);
}

export function useBoardStream(opts: {
  seatWebId: number;
  queryKey: readonly unknown[];
  lastEventId: number | undefined;
  /** The service day shown; null until the board has loaded. */
  day: string | null;
  /** No day chosen: the live board (onLiveBoard). */
  live: boolean;
  orderType: number | undefined;
  onNewOrder: (card: BoardOrder) => void;
  /** A table's shared tab changed (null: no longer the venue's): the board's tab panel follows it. */
  onTab?: (tableTabId: number, tab: StaffTableTab | null) => void;
}) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const latest = useRef(opts);
  latest.current = opts;
  const started = opts.lastEventId !== undefined;

  useEffect(() => {
    if (!started) return;
    const source = new EventSource(staffApi.eventsUrl(opts.seatWebId, latest.current.lastEventId ?? 0));
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('order', (event) => {
      const { data } = JSON.parse((event as MessageEvent<string>).data) as { subject: string; data: BoardOrder | null };
      if (!data) return;
      const { queryKey, day, live, orderType, onNewOrder } = latest.current;
      let isNew = false;
      queryClient.setQueryData<OrderBoard>(queryKey, (board) => {
        if (!board || !matches(data, board, day, live, orderType)) return board;
        const before = board.orders.find((o) => o.order.orderId === data.order.orderId);
        isNew = !before && (data.stage === 'new' || data.stage === 'awaiting-confirmation');
        return upsertCard(board, data);
      });
      if (isNew) onNewOrder(data);
    });
    source.addEventListener('tab', (event) => {
      const { subject, data } = JSON.parse((event as MessageEvent<string>).data) as {
        subject: string;
        data: StaffTableTab | null;
      };
      latest.current.onTab?.(Number(subject), data);
    });
    source.addEventListener('venue', (event) => {
      const { data } = JSON.parse((event as MessageEvent<string>).data) as { data: BoardVenue };
      queryClient.setQueryData<OrderBoard>(latest.current.queryKey, (board) =>
        board ? { ...board, venue: data } : board,
      );
    });
    return () => source.close();
    // The stream is opened once per venue, day and filter; later list refreshes do not reopen it.
  }, [opts.seatWebId, opts.day, opts.orderType, started, queryClient]);

  return { connected };
}

/** A short two-tone chime through Web Audio (no sound file to load). */
export function chime(): void {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, ctx.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.18 + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.17);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // Sound is a courtesy: a browser that refuses it still shows the card.
  }
}
