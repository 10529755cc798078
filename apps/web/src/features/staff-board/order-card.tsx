// One order on the board: number, type, requested time (late highlighted), table
// number big, lines with variations, notes, extra answers, customer contact, delivery address
// with a directions link, payment and whether it is paid, and the actions its stage allows.
// The stage badge and the buttons are the staff's own words (the step they took or take next);
// what the diner reads about the order comes from the domain's wording (orderStatusText), the
// same sentence as the diner's summary and history, so the two sides never disagree.
import type { TFunction } from 'i18next';
import { useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { BoardOrder, OrderActionRequest } from '@tavola/domain/order-board';
import {
  ORDER_ACTIONS,
  OrderAction as OrderActions,
  readyIsInTransit,
  type OrderAction,
} from '@tavola/domain/order-progress';
import { currentOrderState } from '@tavola/domain/order-state';
import { QUICK_READY_MINUTES } from '@tavola/domain/preparation-time';
import { orderStatusIsFailure, orderStatusText } from '@tavola/domain/order-status-wording';
import { labelLocaleOf, venueLocalTime } from '@tavola/domain/slot-rules';
import { PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import { mayUse, type StaffMember } from '@tavola/domain/staff';
import { Additions } from '../../components/additions';
import { RefundDialog } from '../staff-order-history';
import { staffBoardNs } from './staff-copy';
import { ME_KEY } from './staff-me';

export function stageLabel(t: TFunction<'staffBoard'>, card: BoardOrder): string {
  const type = card.order.orderType;
  if (card.stage === 'delivered') return t('stages.delivered', { returnObjects: true })[type];
  if (card.stage === 'ready') return readyIsInTransit(type) ? t('stages.readyDelivery') : t('stages.ready');
  if (card.stage === 'awaiting-confirmation' && card.order.confirmationByStaff) return t('stages.awaitingStaff');
  return t('stages', { returnObjects: true })[card.stage];
}

function actionLabel(t: TFunction<'staffBoard'>, action: OrderAction, orderType: number, byStaff = false): string {
  if (action === 'deliver') return t('actions.deliver', { returnObjects: true })[orderType];
  // The table order the staff confirm: at the table, not by phone.
  if (action === 'confirm' && byStaff) return t('actions.confirmAtTable');
  if (action === 'ready') return readyIsInTransit(orderType) ? t('actions.readyDelivery') : t('actions.ready');
  return t('actions', { returnObjects: true })[action];
}

/**
 * Where the money stands, from the order's real state (currentOrderState): a refunded order
 * is no longer 'Pagato', a refund still owed is said beside it, and a rejected order that was
 * never paid has nothing to collect.
 */
export function PaymentState({ card }: { card: BoardOrder }) {
  const { t } = useTranslation(staffBoardNs);
  const { state, paid, refund } = currentOrderState({
    orderStatus: card.order.orderStatus,
    paymentType: card.order.paymentType,
    paymentStatus: card.order.paymentStatus,
    accepted: card.stage === 'accepted',
    rejected: card.stage === 'rejected',
    cancelled: false,
    pastServing: false,
    refund: card.refundStatus,
  });
  if (refund === 'refunded') return <span className="fw-bold text-body-secondary">{t('card.refunded')}</span>;
  if (refund === 'due') {
    return (
      <>
        <span className="fw-bold text-success">{t('card.paid')}</span> ·{' '}
        <span className="fw-bold text-danger">{t('card.refundDue')}</span>
      </>
    );
  }
  if (paid) return <span className="fw-bold text-success">{t('card.paid')}</span>;
  if (state === 'rejected') return <span className="text-body-secondary">{t('card.nothingToCollect')}</span>;
  return <span className="fw-bold text-danger">{t('card.toPay')}</span>;
}

/**
 * The order's status as the diner reads it, in the staff's language: the ready estimate, the
 * rejection reason and the time it was handed over (venue-local when the venue's zone is known).
 */
export function dinerStatusText(card: BoardOrder, language: string, timeZone?: string): string {
  const delivered =
    card.stage === 'delivered' ? card.history.findLast((h) => h.action === OrderActions.Deliver) : undefined;
  const at = delivered ? new Date(delivered.at) : null;
  const deliveredTime = at
    ? timeZone
      ? venueLocalTime(at, timeZone).time
      : at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : null;
  return orderStatusText(
    {
      state: card.stage,
      orderType: card.order.orderType,
      estimatedReadyTime: card.estimatedReadyTime,
      deliveredTime,
      rejectionReason: card.rejectionReason,
      confirmationByStaff: card.order.confirmationByStaff === true,
    },
    labelLocaleOf(language),
  );
}

export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

export function deliveryAddressText(card: BoardOrder): string | null {
  const a = card.order.customerDeliveryAddress;
  if (!a) return card.order.userAddress;
  return [a.address, a.zipCode, a.city, a.province].filter(Boolean).join(', ');
}

export function OrderCard(props: {
  card: BoardOrder;
  /** Whole minutes past its time (the "In ritardo di N min" badge); 0: on time. */
  minutesLate: number;
  /** The ready estimate "Accetta" proposes from the venue's default ('HH:mm' and its minutes), if any. */
  defaultEstimate?: { time: string; minutes: number } | null;
  busy: boolean;
  onAction: (body: OrderActionRequest) => void;
  onPrint: () => void;
  /** The venue's IANA zone: the handover time the diner reads is venue-local. */
  timeZone?: string;
}) {
  const { card, busy } = props;
  const late = props.minutesLate > 0;
  const { t, i18n } = useTranslation(staffBoardNs);
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [eta, setEta] = useState('');
  // Untouched, the proposed estimate is the server's to compute on the venue's clock at the moment of accepting.
  const [etaEdited, setEtaEdited] = useState(false);
  const proposed = props.defaultEstimate ?? null;
  const [reason, setReason] = useState('');
  const o = card.order;
  const time = o.requestedDateTime?.slice(11, 16);
  const address = o.orderType === 2 ? deliveryAddressText(card) : null;
  const headingId = `order-${o.orderId}-title`;

  return (
    <Card
      className={`staff-card mb-2 ${late ? 'border-danger staff-card-late' : ''}`}
      aria-labelledby={headingId}
      as="article"
      data-order-id={o.orderId}
    >
      <Card.Body className="p-2">
        <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
          <h3 id={headingId} className="h5 mb-0 me-1">
            {t('card.order', { n: o.orderNumber ?? '' })}
          </h3>
          <Badge bg="info" text="dark">
            {t('types', { returnObjects: true })[o.orderType]}
          </Badge>
          <Badge
            bg={card.stage === 'rejected' ? 'danger' : card.stage === 'awaiting-confirmation' ? 'warning' : 'secondary'}
            text={card.stage === 'awaiting-confirmation' ? 'dark' : undefined}
            data-testid="stage"
          >
            {stageLabel(t, card)}
          </Badge>
          {late && (
            <Badge bg="danger" data-testid="late">
              {t('card.lateBy', { n: props.minutesLate })}
            </Badge>
          )}
        </div>
        {time && <div className={`fw-bold ${late ? 'text-danger' : ''}`}>{t('card.requested', { time })}</div>}
        {card.tableNumber && (
          <div className="staff-table-number" aria-label={`${t('card.table')} ${card.tableNumber}`}>
            {t('card.table')} {card.tableNumber}
          </div>
        )}
        {o.customerName && (
          <div className="staff-customer-name" data-testid="order-name">
            {t('card.name')}: {o.customerName}
          </div>
        )}
        <div className={`small ${orderStatusIsFailure(card.stage) ? 'text-danger' : ''}`} data-testid="diner-status">
          <strong>{t('card.dinerReads')}:</strong> {dinerStatusText(card, i18n.language, props.timeZone)}
        </div>
        <ul className="list-unstyled mb-1 staff-lines">
          {o.details.map((d) => (
            <li key={d.orderDetailId}>
              <strong>{d.quantity} x</strong> {d.description}
              <Additions variations={d.additiveVariations} more={t('card.plus')} className="d-block text-success" />
              {d.subtractiveVariations.length > 0 && (
                <div className="small text-danger">
                  {t('card.minus')} {d.subtractiveVariations.map((v) => v.description).join(', ')}
                </div>
              )}
            </li>
          ))}
        </ul>
        {o.notes && (
          <div className="small staff-notes">
            <strong>{t('card.notes')}:</strong> {o.notes}
          </div>
        )}
        {answersBesideTable(card).map((f) => (
          <div key={f.position} className="small">
            <strong>{f.caption}:</strong> {f.value}
          </div>
        ))}
        {/* An anonymous diner at a table the staff confirm left no contact data: no empty line. */}
        {card.customer && (card.customer.name || card.customer.phone || card.customer.email) && (
          <div className="small mt-1">
            <strong>{t('card.customer')}:</strong> {card.customer.name}
            {card.customer.phone && (
              <>
                {card.customer.name ? ' · ' : ' '}
                <a href={`tel:${card.customer.phone.replace(/\s+/g, '')}`}>{card.customer.phone}</a>
              </>
            )}
            {card.customer.email && (
              <>
                {' '}
                · <a href={`mailto:${card.customer.email}`}>{card.customer.email}</a>
              </>
            )}
          </div>
        )}
        {address && (
          <div className="small">
            <strong>{t('card.address')}:</strong> {address} ·{' '}
            <a href={directionsUrl(address)} target="_blank" rel="noreferrer">
              {t('card.directions')}
            </a>
          </div>
        )}
        <div className="small">
          <strong>{t('card.payment')}:</strong>{' '}
          {o.paymentType !== null ? t('payments', { returnObjects: true })[o.paymentType] : '—'} ·{' '}
          <PaymentState card={card} /> · {o.totalAmount.toFixed(2).replace('.', ',')} €
        </div>
        {card.history.length > 0 && (
          <details className="small mt-1">
            <summary>{t('card.history')}</summary>
            <ul className="mb-0 ps-3">
              {card.history.map((h, i) => (
                <li key={i}>
                  {new Date(h.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} —{' '}
                  {(ORDER_ACTIONS as readonly string[]).includes(h.action)
                    ? actionLabel(t, h.action as OrderAction, o.orderType)
                    : h.action}
                  {h.by ? ` (${h.by})` : ''}
                </li>
              ))}
            </ul>
          </details>
        )}

        {asking === 'accept' && (
          <Form
            className="mt-2"
            onSubmit={(e) => {
              e.preventDefault();
              props.onAction(
                proposed && !etaEdited ? { action: 'accept' } : { action: 'accept', estimatedReadyTime: eta || null },
              );
              setAsking(null);
            }}
          >
            <div className="d-flex flex-wrap align-items-end gap-2">
              <Form.Group controlId={`eta-${o.orderId}`}>
                <Form.Label className="small mb-0">{t('card.etaLabel')}</Form.Label>
                <Form.Control
                  type="time"
                  value={eta}
                  aria-describedby={proposed ? `eta-${o.orderId}-proposed` : undefined}
                  onChange={(e) => {
                    setEta(e.target.value);
                    setEtaEdited(true);
                  }}
                />
              </Form.Group>
              <div className="d-flex flex-wrap gap-1" role="group" aria-label={t('card.quickReadyGroup')}>
                {QUICK_READY_MINUTES.map((n) => (
                  <Button
                    key={n}
                    variant="outline-success"
                    className="staff-quick-ready text-nowrap px-2"
                    disabled={busy}
                    aria-label={t('card.quickReadyLabel', { n })}
                    onClick={() => {
                      props.onAction({ action: 'accept', readyInMinutes: n });
                      setAsking(null);
                    }}
                  >
                    {t('card.quickReady', { n })}
                  </Button>
                ))}
              </div>
            </div>
            {proposed && (
              <Form.Text id={`eta-${o.orderId}-proposed`} className="d-block">
                {t('card.defaultEta', { time: proposed.time, n: proposed.minutes })}
              </Form.Text>
            )}
            <div className="d-flex gap-2 mt-1">
              <Button type="submit" variant="success" disabled={busy}>
                {t('card.confirmAccept')}
              </Button>
              <Button variant="link" onClick={() => setAsking(null)}>
                {t('card.cancel')}
              </Button>
            </div>
          </Form>
        )}
        {asking === 'reject' && (
          <Form
            className="mt-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) return;
              props.onAction({ action: 'reject', reason: reason.trim() });
              setAsking(null);
            }}
          >
            <Form.Group controlId={`reason-${o.orderId}`}>
              <Form.Label className="small mb-0">{t('card.reason')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={reason}
                maxLength={300}
                required
                onChange={(e) => setReason(e.target.value)}
              />
            </Form.Group>
            <div className="d-flex gap-2 mt-1">
              <Button type="submit" variant="danger" disabled={busy || !reason.trim()}>
                {t('card.confirmReject')}
              </Button>
              <Button variant="link" onClick={() => setAsking(null)}>
                {t('card.cancel')}
              </Button>
            </div>
          </Form>
        )}
        {!asking && (
          <div className="d-flex flex-wrap gap-1 mt-2">
            {card.allowedActions.map((action) => (
              <Button
                key={action}
                size="lg"
                variant={action === 'reject' ? 'outline-danger' : 'primary'}
                disabled={busy}
                onClick={() => {
                  if (action === 'accept') {
                    setEta(proposed?.time ?? '');
                    setEtaEdited(false);
                  }
                  if (action === 'accept' || action === 'reject') setAsking(action);
                  else props.onAction({ action });
                }}
              >
                {actionLabel(t, action, o.orderType, o.confirmationByStaff === true)}
              </Button>
            ))}
            <Button size="lg" variant="outline-secondary" onClick={props.onPrint}>
              {t('card.print')}
            </Button>
            <RefundEntry card={card} />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

const SERVED_STAGES = new Set(['accepted', 'in-production', 'ready', 'delivered']);

/**
 * "Rimborsa" for owners and managers (the member the staff screens already loaded) on an
 * order paid online, or a cash order taken in hand: the order history's refund dialog.
 */
function RefundEntry({ card }: { card: BoardOrder }) {
  const client = useContext(QueryClientContext);
  const me = client?.getQueryData<StaffMember>(ME_KEY);
  const { t } = useTranslation(staffBoardNs);
  const [open, setOpen] = useState(false);
  const o = card.order;
  const paid =
    o.paymentStatus === PaymentStatus.Paid || (o.paymentType === PaymentMethod.Cash && SERVED_STAGES.has(card.stage));
  if (!me || !mayUse(me, 'orderHistory') || !paid || card.refundStatus === 'refunded') return null;
  return (
    <>
      <Button size="lg" variant="outline-danger" onClick={() => setOpen(true)}>
        {t('card.refund')}
      </Button>
      {open && <RefundDialog orderId={o.orderId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The extra answers worth printing: the table question's answer is the table shown large. */
export function answersBesideTable(card: BoardOrder): BoardOrder['extraFields'] {
  return card.extraFields.filter((f) => f.value !== card.tableNumber || !/tavol|table/i.test(f.caption));
}
