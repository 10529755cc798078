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
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffCall } from '../../lib/staff-api-call';
import { useHistoryOrder } from './history-api';
import { historyNs, instant } from './history-copy';

/** '12,50' or '12.5' as cents; null when it is not an amount. */
export function RefundDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation(historyNs, { keyPrefix: 'refund' });
  const order = useHistoryOrder(orderId);
  return (
    <Modal
      show={orderId !== null}
      onHide={onClose}
      fullscreen="sm-down"
      aria-labelledby="refund-title"
      className="refund-dialog"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="refund-title" as="h2" className="h5">
          {order.data ? t('title', { number: order.data.orderNumber }) : t('loading')}
        </Modal.Title>
      </Modal.Header>
      <QueryStates query={order} loading={t('loading')} retry={t('retry')}>
        {(data) => <RefundForm key={data.orderId} order={data} onClose={onClose} />}
      </QueryStates>
    </Modal>
  );
}

type Kind = 'whole' | 'lines' | 'amount';

function RefundForm({ order, onClose }: { order: OrderHistoryDetail; onClose: () => void }) {
  const { t } = useTranslation(historyNs, { keyPrefix: 'refund' });
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
      ? t('amountInvalid', { amount: formatCents(left) })
      : null;
  const linesError = kind === 'lines' && (linesCents <= 0 || linesCents > left) ? t('linesInvalid') : null;
  const reasonError = reason.trim() === '' ? t('reasonInvalid') : null;

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
        ? t('network')
        : error.code
          ? t(`errors.${error.code}`, { defaultValue: error.message })
          : error.message
      : error
        ? t('network')
        : null;

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <dl className="row small mb-2">
          <dt className="col-7 col-sm-5">{t('paid')}</dt>
          <dd className="col-5 col-sm-7">{formatCents(paid)}</dd>
          <dt className="col-7 col-sm-5">{t('alreadyRefunded')}</dt>
          <dd className="col-5 col-sm-7">{formatCents(order.refundedCents)}</dd>
          <dt className="col-7 col-sm-5">{t('refundable')}</dt>
          <dd className="col-5 col-sm-7 fw-semibold">{formatCents(left)}</dd>
        </dl>
        {order.refundMethod === 'online' && <p className="small text-body-secondary">{t('online', { provider })}</p>}
        {order.refundMethod === 'counter' && <p className="small text-body-secondary">{t('counter')}</p>}
        {done && (
          <Alert variant="success" role="status">
            {t(done.created ? 'done' : 'doneBefore', { amount: formatCents(done.amountCents) })}
          </Alert>
        )}
        {errorText && (
          <Alert variant="danger" role="alert">
            {errorText}
          </Alert>
        )}
        {order.refundMethod === null ? (
          <Alert variant="info">{t('notRefundable')}</Alert>
        ) : left <= 0 ? (
          <Alert variant="info">{t('nothingLeft')}</Alert>
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{t('what')}</legend>
              {(['amount', 'lines', 'whole'] as const).map((k) => (
                <Form.Check
                  key={k}
                  type="radio"
                  id={`refund-kind-${k}`}
                  name="refund-kind"
                  label={k === 'whole' ? t('whole', { amount: formatCents(left) }) : t(k)}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
              ))}
            </fieldset>
            {kind === 'amount' && (
              <Form.Group className="mb-3" controlId="refund-amount">
                <Form.Label>{t('amountLabel')}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(e) => setAmountText(e.target.value)}
                  isInvalid={touched && amountError !== null}
                  aria-describedby="refund-amount-help"
                />
                <Form.Text id="refund-amount-help">{t('amountHelp', { amount: formatCents(left) })}</Form.Text>
                <Form.Control.Feedback type="invalid">{amountError}</Form.Control.Feedback>
              </Form.Group>
            )}
            {kind === 'lines' && (
              <fieldset className="mb-3" aria-describedby={touched && linesError ? 'refund-lines-error' : undefined}>
                <legend className="visually-hidden">{t('lines')}</legend>
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
                        aria-label={`${t('pieces')}: ${line.description}`}
                        onChange={(e) => setPieces({ ...pieces, [line.orderDetailId]: Number(e.target.value) })}
                      >
                        {Array.from({ length: Math.max(0, max) + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n} {t('ofPieces', { n: line.quantity })}
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
              <Form.Label>{t('reason')}</Form.Label>
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
              {t('total', { amount: formatCents(cents) })}
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {done ? t('close') : t('cancel')}
        </Button>
        {order.refundMethod !== null && left > 0 && (
          <Button type="submit" variant="danger" disabled={refund.isPending}>
            {refund.isPending ? (
              <>
                <Spinner size="sm" animation="border" aria-hidden="true" /> {t('sending')}
              </>
            ) : (
              t('submit', { amount: formatCents(cents) })
            )}
          </Button>
        )}
      </Modal.Footer>
    </Form>
  );
}

/** The order view's refunds: each one with amount, reason, who, when and status, and the "Rimborsa" button. */
export function RefundList({ order, onRefund }: { order: OrderHistoryDetail; onRefund?: () => void }) {
  const { t } = useTranslation(historyNs, { keyPrefix: 'refund.list' });
  return (
    <section aria-labelledby="history-refunds" className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 id="history-refunds" className="h6 mb-0 me-auto">
          {t('heading')}
        </h3>
        {onRefund && order.refundMethod !== null && order.refundableCents > 0 && (
          <Button size="sm" variant="outline-danger" onClick={onRefund}>
            {t('action')}
          </Button>
        )}
      </div>
      {order.refunds.length === 0 ? (
        <p className="small text-body-secondary mb-1">{t('none')}</p>
      ) : (
        <Table size="sm" responsive className="small mb-1">
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col" className="text-end">
                {t('amount')}
              </th>
              <th scope="col">{t('reason')}</th>
              <th scope="col">{t('by')}</th>
              <th scope="col">{t('status')}</th>
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
                  {r.method === 'counter' ? ` (${t('counter')})` : ''}
                </td>
                <td>{r.by ?? t('system')}</td>
                <td>
                  {t(`statuses.${r.status}`, { defaultValue: r.status })}
                  {r.status === 'failed' && r.failure && <div className="text-danger text-break">{r.failure}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {order.refundMethod !== null && order.refunds.length > 0 && (
        <p className="small mb-0">{t('left', { amount: formatCents(order.refundableCents) })}</p>
      )}
    </section>
  );
}
