// The order board of one venue: columns by state, filters by day and type, live
// cards, sound and notification per new order, the new-order count in the tab title, kitchen
// tickets, the pause of online orders and the dishes sold out. Built for a tablet at the counter.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Form, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router';
import { serviceDayOf, type BoardOrder, type OrderBoard } from '@tavola/domain/order-board';
import { boardColumn, BoardColumn } from '@tavola/domain/order-progress';
import { defaultReadyTime, lateFirst, minutesLate, preparationMinutesOf } from '@tavola/domain/preparation-time';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { OrderCard } from './order-card';
import { PrinterWarning } from './printer-warning';
import { KitchenTicket } from './kitchen-ticket';
import { SoldOutPanel } from './sold-out-panel';
import { applyStaffTabEvent, TableTabsPanel } from '../table-tab';
import { staffApi } from './staff-api';
import { StaffNavigation } from './staff-navigation';
import { useStaffMe } from './staff-me';
import { staffBoardNs } from './staff-copy';
import { chime, upsertCard, useBoardStream } from './use-board-stream';
import { BackgroundPushToggle } from './background-push-toggle';

const COLUMNS = [BoardColumn.New, BoardColumn.InProduction, BoardColumn.Ready, BoardColumn.Done] as const;
const MUTE_KEY = 'tavola_staff_muted';
/** How often the board re-reads the clock: cards turn late and the proposed estimate moves on without a reload. */
export const BOARD_CLOCK_TICK_MS = 30_000;

/** The venue's local time 'YYYY-MM-DDTHH:mm' on this device's clock, read again every tick. */
function useVenueNow(timeZone: string | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), BOARD_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!timeZone) return null;
  const local = venueLocalTime(new Date(now), timeZone);
  return `${local.date}T${local.time}`;
}

/** Minutes the card is past its ready estimate (or, without one, the time the diner asked for). */
function lateness(card: BoardOrder, venueNow: string, timeZone: string): number {
  const accepted = card.history.findLast((h) => h.action === 'accept');
  return minutesLate(
    {
      stage: card.stage,
      requestedDateTime: card.order.requestedDateTime,
      estimatedReadyTime: card.estimatedReadyTime,
      acceptedAt: accepted?.at ?? null,
    },
    venueNow,
    timeZone,
  );
}

export function OrderBoardPage() {
  const { t } = useTranslation(staffBoardNs);
  const seatWebId = Number(useParams().seatWebId);
  const me = useStaffMe();
  const queryClient = useQueryClient();
  // null: the service day under way at the venue, which the server reads on the venue's clock
  // (the tablet's clock or time zone may differ; a service runs past midnight).
  const [chosenDay, setDay] = useState<string | null>(null);
  const [orderType, setOrderType] = useState<number | undefined>(undefined);
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1');
  const [printing, setPrinting] = useState<BoardOrder | null>(null);
  const [notificationsAllowed, setNotificationsAllowed] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'granted',
  );
  const queryKey = useMemo(
    () => ['staff', 'board', seatWebId, chosenDay ?? 'current', orderType ?? 'all'] as const,
    [seatWebId, chosenDay, orderType],
  );

  const board = useQuery({
    queryKey,
    queryFn: () => staffApi.board(seatWebId, { day: chosenDay, orderType }),
    staleTime: Infinity,
  });
  const day = chosenDay ?? (board.data ? serviceDayOf(board.data.venueNow) : null);
  const venueNow = useVenueNow(board.data?.venue.timeZone) ?? board.data?.venueNow ?? '';

  const { connected } = useBoardStream({
    seatWebId,
    queryKey,
    lastEventId: board.data?.lastEventId,
    day,
    live: chosenDay === null,
    orderType,
    onNewOrder: (card) => {
      if (!muted) chime();
      if (notificationsAllowed && typeof Notification !== 'undefined' && !muted) {
        new Notification(t('board.newOrderNotification', { n: card.order.orderNumber ?? '' }), {
          tag: `order-${card.order.orderId}`,
        });
      }
    },
    onTab: (tableTabId, tab) => applyStaffTabEvent(queryClient, seatWebId, tableTabId, tab),
  });

  const newCount = board.data?.orders.filter((o) => boardColumn(o.stage) === BoardColumn.New).length ?? 0;
  const venueName = board.data?.venue.name ?? me.data?.venues.find((v) => v.seatWebId === seatWebId)?.name ?? '';
  // Minutes each card is past its time: a late card goes to the top of its column, the latest first.
  const data = board.data;
  const lateBy = new Map(
    data ? data.orders.map((o) => [o.order.orderId, lateness(o, venueNow, data.venue.timeZone)] as const) : [],
  );
  const minutesLateOf = (card: BoardOrder) => lateBy.get(card.order.orderId) ?? 0;

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const act = useMutation({
    mutationFn: (v: { orderId: number; body: Parameters<typeof staffApi.act>[2] }) =>
      staffApi.act(seatWebId, v.orderId, v.body),
    onSuccess: (card) => queryClient.setQueryData<OrderBoard>(queryKey, (b) => (b ? upsertCard(b, card) : b)),
    onError: () => void board.refetch(),
  });

  const toggleMute = () => {
    localStorage.setItem(MUTE_KEY, muted ? '0' : '1');
    setMuted(!muted);
  };
  const askNotifications = async () => {
    if (typeof Notification === 'undefined') return;
    setNotificationsAllowed((await Notification.requestPermission()) === 'granted');
  };

  return (
    <>
      <StaffNavigation />
      <main className="staff-board px-2 px-md-3 py-2 d-print-none">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <h1
            className="h4 me-auto mb-0"
            data-page-title={`${newCount > 0 ? `(${newCount}) ` : ''}${t('board.title')} — ${venueName}`}
          >
            {t('board.title')} — {venueName}{' '}
            <Badge bg={connected ? 'success' : 'secondary'} className="fs-6 align-middle" aria-live="polite">
              {connected ? t('board.live') : t('board.reconnecting')}
            </Badge>
          </h1>
          <Form.Group controlId="board-day">
            <Form.Label className="small mb-0">{t('board.day')}</Form.Label>
            <Form.Control type="date" value={day ?? ''} onChange={(e) => e.target.value && setDay(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="board-type">
            <Form.Label className="small mb-0">{t('board.type')}</Form.Label>
            <Form.Select
              value={orderType ?? ''}
              onChange={(e) => setOrderType(e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">{t('board.allTypes')}</option>
              {[0, 1, 2].map((type) => (
                <option key={type} value={type}>
                  {t('types', { returnObjects: true })[type]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <SoldOutPanel seatWebId={seatWebId} />
          <Button variant={muted ? 'outline-secondary' : 'outline-primary'} onClick={toggleMute} aria-pressed={muted}>
            {muted ? t('board.unmute') : t('board.mute')}
          </Button>
          {!notificationsAllowed && typeof Notification !== 'undefined' && (
            <Button variant="outline-primary" onClick={() => void askNotifications()}>
              {t('board.notify')}
            </Button>
          )}
          <BackgroundPushToggle seatWebId={seatWebId} />
        </div>
        {board.data && <PauseControls seatWebId={seatWebId} board={board.data} queryKey={queryKey} />}
        <PrinterWarning seatWebId={seatWebId} />
        {board.data && chosenDay === null && (
          <TableTabsPanel
            seatWebId={seatWebId}
            boardVersion={board.dataUpdatedAt}
            live={connected}
            orderNumbers={new Map(board.data.orders.map((o) => [o.order.orderId, o.order.orderNumber ?? 0]))}
          />
        )}
        {board.isPending && (
          <div className="py-5 text-center" role="status">
            <Spinner animation="border" className="me-2" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        {board.isError && (
          <Alert variant="danger">
            {board.error.message}{' '}
            <Button size="sm" onClick={() => void board.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {act.error && (
          <Alert variant="warning" dismissible onClose={() => act.reset()}>
            {act.error.message}
          </Alert>
        )}
        {board.data && (
          <div className="staff-columns">
            {COLUMNS.map((column) => {
              const cards = lateFirst(
                board.data.orders.filter((o) => boardColumn(o.stage) === column),
                minutesLateOf,
              );
              return (
                <section key={column} className="staff-column" aria-labelledby={`col-${column}`} data-column={column}>
                  <h2 id={`col-${column}`} className="h6 text-uppercase">
                    {t('board.columns', { returnObjects: true })[column]} <Badge bg="secondary">{cards.length}</Badge>
                  </h2>
                  {cards.length === 0 && <p className="text-muted small">{t('board.empty')}</p>}
                  {cards.map((card) => (
                    <OrderCard
                      key={card.order.orderId}
                      card={card}
                      minutesLate={minutesLateOf(card)}
                      defaultEstimate={defaultEstimateOf(card, board.data.venue.preparationMinutes, venueNow)}
                      busy={act.isPending && act.variables?.orderId === card.order.orderId}
                      onAction={(body) => act.mutate({ orderId: card.order.orderId, body })}
                      onPrint={() => setPrinting(card)}
                      timeZone={board.data.venue.timeZone}
                    />
                  ))}
                </section>
              );
            })}
          </div>
        )}
      </main>
      {printing && <KitchenTicket card={printing} venueName={venueName} />}
    </>
  );
}

function defaultEstimateOf(
  card: BoardOrder,
  preparationMinutes: OrderBoard['venue']['preparationMinutes'],
  venueNow: string,
) {
  if (!card.allowedActions.includes('accept')) return null;
  const minutes = preparationMinutesOf(preparationMinutes, card.order.orderType);
  const time = defaultReadyTime(minutes, venueNow, card.order.requestedDateTime);
  return time !== null && minutes !== null ? { time, minutes } : null;
}

function PauseControls({
  seatWebId,
  board,
  queryKey,
}: {
  seatWebId: number;
  board: OrderBoard;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation(staffBoardNs);
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState(30);
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const update = useMutation({
    mutationFn: (body: { minutes?: number; untilEndOfDay?: boolean; reason?: string } | null) =>
      body
        ? staffApi.pause(seatWebId, {
            minutes: body.minutes,
            untilEndOfDay: body.untilEndOfDay ?? false,
            reason: body.reason ?? '',
          })
        : staffApi.resume(seatWebId),
    onSuccess: (venue) => {
      queryClient.setQueryData<OrderBoard>(queryKey, (b) => (b ? { ...b, venue } : b));
      setOpen(false);
    },
  });
  const until = board.venue.pausedUntil ? new Date(board.venue.pausedUntil) : null;
  if (until) {
    return (
      <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 py-2">
        <span className="me-auto">
          {t('board.paused', { time: until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })}
          {board.venue.pauseReason ? ` — ${board.venue.pauseReason}` : ''}
        </span>
        <Button size="sm" onClick={() => update.mutate(null)} disabled={update.isPending}>
          {t('board.resume')}
        </Button>
      </Alert>
    );
  }
  if (!open)
    return (
      <Button size="sm" variant="outline-dark" className="mb-2" onClick={() => setOpen(true)}>
        {t('board.pause')}
      </Button>
    );
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-2 border rounded p-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ minutes, reason });
      }}
    >
      <Form.Group controlId="pause-minutes">
        <Form.Label className="small mb-0">{t('board.pauseMinutes')}</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={1440}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          style={{ width: '6rem' }}
        />
      </Form.Group>
      <Form.Group controlId="pause-reason" className="flex-grow-1">
        <Form.Label className="small mb-0">{t('board.pauseReason')}</Form.Label>
        <Form.Control value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Form.Group>
      <Button type="submit" variant="warning" disabled={update.isPending}>
        {t('board.pauseApply')}
      </Button>
      <Button
        variant="outline-dark"
        disabled={update.isPending}
        onClick={() => update.mutate({ untilEndOfDay: true, reason })}
      >
        {t('board.pauseToday')}
      </Button>
      <Button variant="link" onClick={() => setOpen(false)}>
        {t('card.cancel')}
      </Button>
      {update.error && (
        <Alert variant="danger" className="w-100 mb-0">
          {update.error.message}
        </Alert>
      )}
    </Form>
  );
}
