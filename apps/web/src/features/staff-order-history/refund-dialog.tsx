// The refund of an order (full screen on a phone), opened from the order history's order view
// and from the board's card: the whole of what is left, some lines, or an amount, with a
// reason. The idempotency key is made when the dialog opens and kept for every retry of the
// same refund (a time-out, a double click): the server then gives back once.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner, Table } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { centsOfTypedEuros } from '@tavola/domain/money';
import type { OrderHistoryDetail } from '@tavola/domain/order-history-search';
import { lineRefundCents, refundResultSchema, REFUND_REASON_MAX, type RefundRequest } from '@tavola/domain/refunds';
import { QueryStates } from '../../components/query-states';
import { ApiError } from '../../lib/api-client';
import { formatCents } from '../../lib/format';
import { staffCall } from '../../lib/staff-api-call';
import { useHistoryOrder } from './history-api';
import { fill, instant } from './history-copy';

const it = {
  title: 'Rimborso dell’ordine n. {{number}}',
  loading: 'Caricamento dell’ordine...',
  retry: 'Riprova',
  paid: 'Pagato',
  alreadyRefunded: 'Già rimborsato',
  refundable: 'Si può ancora rimborsare',
  online: 'Il rimborso passa dal servizio di pagamento ({{provider}}): il cliente lo riceve sul metodo che ha usato.',
  counter: 'Pagato in contanti: registra il rimborso e restituisci i soldi in cassa.',
  notRefundable: 'Questo ordine non è stato pagato: non c’è nulla da rimborsare.',
  nothingLeft: 'Questo ordine è già stato rimborsato per intero.',
  what: 'Cosa rimborsare',
  whole: 'Tutto il rimanente ({{amount}})',
  lines: 'Alcuni prodotti',
  amount: 'Un importo',
  pieces: 'Quanti',
  ofPieces: 'di {{n}}',
  amountLabel: 'Importo in euro',
  amountHelp: 'Fino a {{amount}}.',
  amountInvalid: 'Scrivi un importo maggiore di zero, fino a {{amount}}.',
  linesInvalid: 'Scegli almeno un prodotto.',
  reason: 'Motivo (il cliente lo legge nella mail)',
  reasonInvalid: 'Scrivi il motivo del rimborso.',
  total: 'Da rimborsare: {{amount}}',
  submit: 'Rimborsa {{amount}}',
  sending: 'Rimborso in corso...',
  cancel: 'Annulla',
  close: 'Chiudi',
  done: 'Rimborso di {{amount}} eseguito. Il cliente riceve una mail.',
  doneBefore: 'Questo rimborso era già stato fatto ({{amount}}): nulla è stato rimborsato due volte.',
  errors: {
    REFUND_REFUSED: 'Il servizio di pagamento ha rifiutato il rimborso: l’ordine non è cambiato.',
    REFUND_PROVIDER_UNAVAILABLE:
      'Il servizio di pagamento non risponde: il rimborso non è stato fatto e l’ordine non è cambiato. Riprova tra qualche istante.',
    REFUND_TOO_MUCH: 'L’importo supera quanto resta da rimborsare: ricarica l’ordine.',
    REFUND_IN_PROGRESS: 'Questo rimborso è già in corso: attendi qualche istante e riprova.',
    REFUND_LINE_EXCEEDED: 'Un prodotto scelto è già stato rimborsato per intero.',
    ORDER_NOT_REFUNDABLE: 'Questo ordine non è stato pagato: non c’è nulla da rimborsare.',
    FORBIDDEN: 'Puoi rimborsare solo gli ordini delle tue sedi.',
  } as Record<string, string>,
  network: 'Connessione assente: il rimborso potrebbe non essere partito. Riprova: non verrà fatto due volte.',
  list: {
    heading: 'Rimborsi',
    none: 'Nessun rimborso.',
    action: 'Rimborsa',
    when: 'Quando',
    amount: 'Importo',
    reason: 'Motivo',
    by: 'Chi',
    status: 'Stato',
    system: 'Automatico',
    counter: 'in cassa',
    statuses: { pending: 'in corso', succeeded: 'eseguito', failed: 'non riuscito' } as Record<string, string>,
    left: 'Si può ancora rimborsare: {{amount}}',
  },
};
type Copy = typeof it;
const en: Copy = {
  title: 'Refund of order no. {{number}}',
  loading: 'Loading the order...',
  retry: 'Try again',
  paid: 'Paid',
  alreadyRefunded: 'Already refunded',
  refundable: 'Still refundable',
  online: 'The refund goes through the payment service ({{provider}}): the diner gets it back on the method they used.',
  counter: 'Paid in cash: record the refund and give the money back at the counter.',
  notRefundable: 'This order was not paid: there is nothing to refund.',
  nothingLeft: 'This order has already been refunded in full.',
  what: 'What to refund',
  whole: 'All that is left ({{amount}})',
  lines: 'Some items',
  amount: 'An amount',
  pieces: 'How many',
  ofPieces: 'of {{n}}',
  amountLabel: 'Amount in euros',
  amountHelp: 'Up to {{amount}}.',
  amountInvalid: 'Enter an amount above zero, up to {{amount}}.',
  linesInvalid: 'Choose at least one item.',
  reason: 'Reason (the diner reads it in the e-mail)',
  reasonInvalid: 'Write the reason for the refund.',
  total: 'To refund: {{amount}}',
  submit: 'Refund {{amount}}',
  sending: 'Refunding...',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Refund of {{amount}} made. The diner gets an e-mail.',
  doneBefore: 'This refund had already been made ({{amount}}): nothing was refunded twice.',
  errors: {
    REFUND_REFUSED: 'The payment service refused the refund: the order has not changed.',
    REFUND_PROVIDER_UNAVAILABLE:
      'The payment service is not answering: nothing was refunded and the order has not changed. Try again in a moment.',
    REFUND_TOO_MUCH: 'The amount is more than is left to refund: reload the order.',
    REFUND_IN_PROGRESS: 'This refund is already under way: wait a moment and try again.',
    REFUND_LINE_EXCEEDED: 'A chosen item has already been refunded in full.',
    ORDER_NOT_REFUNDABLE: 'This order was not paid: there is nothing to refund.',
    FORBIDDEN: 'You can refund only the orders of your venues.',
  },
  network: 'No connection: the refund may not have left. Try again: it will not be made twice.',
  list: {
    heading: 'Refunds',
    none: 'No refunds.',
    action: 'Refund',
    when: 'When',
    amount: 'Amount',
    reason: 'Reason',
    by: 'Who',
    status: 'Status',
    system: 'Automatic',
    counter: 'at the counter',
    statuses: { pending: 'in progress', succeeded: 'done', failed: 'failed' },
    left: 'Still refundable: {{amount}}',
  },
};

function useRefundCopy(): Copy {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : it;
}

/** A key per refund, as the server wants it (8-100 of A-Z a-z 0-9 _ -). */
function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `web-${random}`.replace(/[^A-Za-z0-9_-]/g, '');
}

/** '12,50' or '12.5' as cents; null when it is not an amount. */
export function RefundDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const copy = useRefundCopy();
  const order = useHistoryOrder(orderId);
  return (
    <Modal
      show={orderId !== null}
      onHide={onClose}
      fullscreen="sm-down"
      aria-labelledby="refund-title"
      className="refund-dialog"
    >
      <Modal.Header closeButton closeLabel={copy.close}>
        <Modal.Title id="refund-title" as="h2" className="h5">
          {order.data ? fill(copy.title, { number: order.data.orderNumber }) : copy.loading}
        </Modal.Title>
      </Modal.Header>
      <QueryStates query={order} loading={copy.loading} retry={copy.retry}>
        {(data) => <RefundForm key={data.orderId} order={data} copy={copy} onClose={onClose} />}
      </QueryStates>
    </Modal>
  );
}

type Kind = 'whole' | 'lines' | 'amount';

function RefundForm({ order, copy, onClose }: { order: OrderHistoryDetail; copy: Copy; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const [kind, setKind] = useState<Kind>('amount');
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<{ amountCents: number; created: boolean } | null>(null);
  const left = order.refundableCents;
  const paid = order.refundMethod === null ? 0 : order.refundedCents + left;
  const provider = order.payments.find((p) => p.status === 'succeeded' || p.status === 'refunded')?.provider ?? '';

  const linesCents = order.lines.reduce(
    (sum, line) => sum + (pieces[line.orderDetailId] ? lineRefundCents(line, pieces[line.orderDetailId]) : 0),
    0,
  );
  // The euro sign and spaces a staff member may type around the amount are allowed.
  const typed = centsOfTypedEuros(amountText.replace(/\s|€/g, ''));
  const cents = kind === 'whole' ? left : kind === 'lines' ? linesCents : (typed ?? 0);
  const amountError =
    kind === 'amount' && (typed === null || typed <= 0 || typed > left)
      ? fill(copy.amountInvalid, { amount: formatCents(left) })
      : null;
  const linesError = kind === 'lines' && (linesCents <= 0 || linesCents > left) ? copy.linesInvalid : null;
  const reasonError = reason.trim() === '' ? copy.reasonInvalid : null;

  const refund = useMutation({
    mutationFn: (body: RefundRequest) =>
      staffCall(`orders/${order.orderId}/refunds`, refundResultSchema, { method: 'POST', body }),
    onSuccess: async (result) => {
      setDone({ amountCents: result.refund.amountCents, created: result.created });
      // A new refund from here on gets a new key.
      setKey(newIdempotencyKey());
      setPieces({});
      setAmountText('');
      setReason('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (amountError || linesError || reasonError || cents <= 0) return;
    const body: RefundRequest =
      kind === 'whole'
        ? { idempotencyKey: key, reason: reason.trim(), whole: true }
        : kind === 'lines'
          ? {
              idempotencyKey: key,
              reason: reason.trim(),
              lines: Object.entries(pieces)
                .filter(([, n]) => n > 0)
                .map(([id, n]) => ({ orderDetailId: Number(id), quantity: n })),
            }
          : { idempotencyKey: key, reason: reason.trim(), amountCents: cents };
    refund.mutate(body);
  }

  const error = refund.error;
  const errorText =
    error instanceof ApiError
      ? error.status === 0
        ? copy.network
        : ((error.code && copy.errors[error.code]) ?? error.message)
      : error
        ? copy.network
        : null;

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <dl className="row small mb-2">
          <dt className="col-7 col-sm-5">{copy.paid}</dt>
          <dd className="col-5 col-sm-7">{formatCents(paid)}</dd>
          <dt className="col-7 col-sm-5">{copy.alreadyRefunded}</dt>
          <dd className="col-5 col-sm-7">{formatCents(order.refundedCents)}</dd>
          <dt className="col-7 col-sm-5">{copy.refundable}</dt>
          <dd className="col-5 col-sm-7 fw-semibold">{formatCents(left)}</dd>
        </dl>
        {order.refundMethod === 'online' && (
          <p className="small text-body-secondary">{fill(copy.online, { provider })}</p>
        )}
        {order.refundMethod === 'counter' && <p className="small text-body-secondary">{copy.counter}</p>}
        {done && (
          <Alert variant="success" role="status">
            {fill(done.created ? copy.done : copy.doneBefore, { amount: formatCents(done.amountCents) })}
          </Alert>
        )}
        {errorText && (
          <Alert variant="danger" role="alert">
            {errorText}
          </Alert>
        )}
        {order.refundMethod === null ? (
          <Alert variant="info">{copy.notRefundable}</Alert>
        ) : left <= 0 ? (
          <Alert variant="info">{copy.nothingLeft}</Alert>
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{copy.what}</legend>
              {(['amount', 'lines', 'whole'] as const).map((k) => (
                <Form.Check
                  key={k}
                  type="radio"
                  id={`refund-kind-${k}`}
                  name="refund-kind"
                  label={k === 'whole' ? fill(copy.whole, { amount: formatCents(left) }) : copy[k]}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
              ))}
            </fieldset>
            {kind === 'amount' && (
              <Form.Group className="mb-3" controlId="refund-amount">
                <Form.Label>{copy.amountLabel}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(e) => setAmountText(e.target.value)}
                  isInvalid={touched && amountError !== null}
                  aria-describedby="refund-amount-help"
                />
                <Form.Text id="refund-amount-help">{fill(copy.amountHelp, { amount: formatCents(left) })}</Form.Text>
                <Form.Control.Feedback type="invalid">{amountError}</Form.Control.Feedback>
              </Form.Group>
            )}
            {kind === 'lines' && (
              <fieldset className="mb-3" aria-describedby={touched && linesError ? 'refund-lines-error' : undefined}>
                <legend className="visually-hidden">{copy.lines}</legend>
                {order.lines.map((line) => {
                  const max = line.quantity - line.refundedQuantity;
                  const id = `refund-line-${line.orderDetailId}`;
                  return (
                    <div key={line.orderDetailId} className="d-flex align-items-center gap-2 mb-2">
                      <Form.Label htmlFor={id} className="flex-grow-1 mb-0">
                        {line.description}{' '}
                        <span className="text-body-secondary small">({formatCents(line.amountCents)})</span>
                      </Form.Label>
                      <Form.Select
                        id={id}
                        size="sm"
                        style={{ width: '6.5rem' }}
                        disabled={max <= 0}
                        value={pieces[line.orderDetailId] ?? 0}
                        aria-label={`${copy.pieces}: ${line.description}`}
                        onChange={(e) => setPieces({ ...pieces, [line.orderDetailId]: Number(e.target.value) })}
                      >
                        {Array.from({ length: Math.max(0, max) + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n} {fill(copy.ofPieces, { n: line.quantity })}
                          </option>
                        ))}
                      </Form.Select>
                    </div>
                  );
                })}
                {touched && linesError && (
                  <div id="refund-lines-error" className="text-danger small">
                    {linesError}
                  </div>
                )}
              </fieldset>
            )}
            <Form.Group className="mb-2" controlId="refund-reason">
              <Form.Label>{copy.reason}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={REFUND_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                isInvalid={touched && reasonError !== null}
                required
              />
              <Form.Control.Feedback type="invalid">{reasonError}</Form.Control.Feedback>
            </Form.Group>
            <p className="fw-semibold mb-0" aria-live="polite">
              {fill(copy.total, { amount: formatCents(cents) })}
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {done ? copy.close : copy.cancel}
        </Button>
        {order.refundMethod !== null && left > 0 && (
          <Button type="submit" variant="danger" disabled={refund.isPending}>
            {refund.isPending ? (
              <>
                <Spinner size="sm" animation="border" aria-hidden="true" /> {copy.sending}
              </>
            ) : (
              fill(copy.submit, { amount: formatCents(cents) })
            )}
          </Button>
        )}
      </Modal.Footer>
    </Form>
  );
}

/** The order view's refunds: each one with amount, reason, who, when and status, and the "Rimborsa" button. */
export function RefundList({ order, onRefund }: { order: OrderHistoryDetail; onRefund?: () => void }) {
  const { list } = useRefundCopy();
  return (
    <section aria-labelledby="history-refunds" className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 id="history-refunds" className="h6 mb-0 me-auto">
          {list.heading}
        </h3>
        {onRefund && order.refundMethod !== null && order.refundableCents > 0 && (
          <Button size="sm" variant="outline-danger" onClick={onRefund}>
            {list.action}
          </Button>
        )}
      </div>
      {order.refunds.length === 0 ? (
        <p className="small text-body-secondary mb-1">{list.none}</p>
      ) : (
        <Table size="sm" responsive className="small mb-1">
          <thead>
            <tr>
              <th scope="col">{list.when}</th>
              <th scope="col" className="text-end">
                {list.amount}
              </th>
              <th scope="col">{list.reason}</th>
              <th scope="col">{list.by}</th>
              <th scope="col">{list.status}</th>
            </tr>
          </thead>
          <tbody>
            {order.refunds.map((r) => (
              <tr key={r.refundId}>
                <td>
                  <time dateTime={r.settledAt ?? r.createdAt}>{instant(r.settledAt ?? r.createdAt)}</time>
                </td>
                <td className="text-end text-nowrap">{formatCents(r.amountCents)}</td>
                <td className="text-break">
                  {r.reason}
                  {r.method === 'counter' ? ` (${list.counter})` : ''}
                </td>
                <td>{r.by ?? list.system}</td>
                <td>
                  {list.statuses[r.status] ?? r.status}
                  {r.status === 'failed' && r.failure && <div className="text-danger text-break">{r.failure}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {order.refundMethod !== null && order.refunds.length > 0 && (
        <p className="small mb-0">{fill(list.left, { amount: formatCents(order.refundableCents) })}</p>
      )}
    </section>
  );
}
