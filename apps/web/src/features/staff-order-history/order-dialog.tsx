// One order of the history in a dialog (full screen on a phone): the diner, every line with its
// options, the diner's answers, payments and refunds, and what happened when and by whom.
import { useTranslation } from 'react-i18next';
import { Fragment, useState } from 'react';
import { Alert, Button, Modal, Table } from 'react-bootstrap';
import type { OrderHistoryDetail } from '@tavola/domain/order-history-search';
import { QueryStates } from '../../components/query-states';
import { formatCents, formatShortDate } from '../../lib/format';
import { useHistoryOrder } from './history-api';
import { historyNs, instant } from './history-copy';
import { RefundDialog, RefundList } from './refund-dialog';

const moment = (local: string) => `${formatShortDate(local)} ${local.slice(11, 16)}`;

export function OrderDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation(historyNs);
  const order = useHistoryOrder(orderId);
  // The refund dialog takes the order view's place while it is open (one modal at a time).
  const [refunding, setRefunding] = useState(false);
  if (refunding && orderId !== null) return <RefundDialog orderId={orderId} onClose={() => setRefunding(false)} />;
  return (
    <Modal
      show={orderId !== null}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="history-order-title"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="history-order-title" as="h2" className="h5">
          {order.data ? t('number', { number: order.data.orderNumber }) : t('detailLoading')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <QueryStates query={order} loading={t('detailLoading')} retry={t('retry')}>
          {(data) => <OrderDetail order={data} onRefund={() => setRefunding(true)} />}
        </QueryStates>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function OrderDetail({ order, onRefund }: { order: OrderHistoryDetail; onRefund: () => void }) {
  const { t } = useTranslation(historyNs);
  return (
    <div className="history-order">
      <dl className="row small mb-3">
        <dt className="col-5 col-sm-3">{t('state')}</dt>
        <dd className="col-7 col-sm-9">{t(`states.${order.state}`)}</dd>
        <dt className="col-5 col-sm-3">{t('placedAt')}</dt>
        <dd className="col-7 col-sm-9">{instant(order.createdAt)}</dd>
        <dt className="col-5 col-sm-3">{t('serviceTime')}</dt>
        <dd className="col-7 col-sm-9">
          {moment(order.serviceTime)} · {order.venueName} ·{' '}
          {t(`orderTypes.${order.orderType}`, { defaultValue: String(order.orderType) })}
          {order.tableNumber ? ` · ${t('tableNumber', { table: order.tableNumber })}` : ''}
        </dd>
        <dt className="col-5 col-sm-3">{t('diner')}</dt>
        <dd className="col-7 col-sm-9">{order.dinerName || t('noName')}</dd>
        {order.phone && (
          <>
            <dt className="col-5 col-sm-3">{t('phone')}</dt>
            <dd className="col-7 col-sm-9">
              <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
            </dd>
          </>
        )}
        {order.email && (
          <>
            <dt className="col-5 col-sm-3">{t('email')}</dt>
            <dd className="col-7 col-sm-9 text-break">{order.email}</dd>
          </>
        )}
        {order.deliveryAddress && (
          <>
            <dt className="col-5 col-sm-3">{t('address')}</dt>
            <dd className="col-7 col-sm-9">{order.deliveryAddress}</dd>
          </>
        )}
        {order.notes && (
          <>
            <dt className="col-5 col-sm-3">{t('notes')}</dt>
            <dd className="col-7 col-sm-9">{order.notes}</dd>
          </>
        )}
        {order.rejectionReason !== null && (
          <>
            <dt className="col-5 col-sm-3">{t('rejectionReason')}</dt>
            <dd className="col-7 col-sm-9">{order.rejectionReason || '—'}</dd>
          </>
        )}
      </dl>

      <Table size="sm" className="mb-3">
        <caption className="fw-semibold text-body" style={{ captionSide: 'top' }}>
          {t('lines')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('product')}</th>
            <th scope="col" className="text-end">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i}>
              <td>{line.quantity}</td>
              <td>
                {line.description}
                {line.added.length > 0 && (
                  <div className="small text-body-secondary">
                    {t('added')}: {line.added.map((v) => v.description).join(', ')}
                  </div>
                )}
                {line.removed.length > 0 && (
                  <div className="small text-body-secondary">
                    {t('removed')}: {line.removed.map((v) => v.description).join(', ')}
                  </div>
                )}
              </td>
              <td className="text-end">{formatCents(line.amountCents)}</td>
            </tr>
          ))}
          {order.deliveryAmountCents > 0 && (
            <tr>
              <td />
              <td>{t('delivery')}</td>
              <td className="text-end">{formatCents(order.deliveryAmountCents)}</td>
            </tr>
          )}
          <tr className="fw-semibold">
            <td />
            <td>{t('total')}</td>
            <td className="text-end">{formatCents(order.totalCents)}</td>
          </tr>
          {order.refundedCents > 0 && (
            <tr>
              <td />
              <td>{t('refunded')}</td>
              <td className="text-end">−{formatCents(order.refundedCents)}</td>
            </tr>
          )}
        </tbody>
      </Table>

      {order.answers.length > 0 && (
        <section aria-labelledby="history-answers" className="mb-3">
          <h3 id="history-answers" className="h6">
            {t('answers')}
          </h3>
          <dl className="row small mb-0">
            {order.answers.map((a, i) => (
              <Fragment key={i}>
                <dt className="col-5 col-sm-3">{a.question}</dt>
                <dd className="col-7 col-sm-9">{a.answer}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby="history-payments" className="mb-3">
        <h3 id="history-payments" className="h6">
          {t('payments')}
        </h3>
        {order.payments.length === 0 ? (
          <p className="small text-body-secondary">
            {t('noPayments')} {t(`paymentMethods.${order.paymentMethod}`)}
          </p>
        ) : (
          <ul className="small ps-3">
            {order.payments.map((p, i) => (
              <li key={i}>
                {p.provider} · {formatCents(p.amountCents)} ·{' '}
                {t(`paymentStatuses.${p.status}`, { defaultValue: String(p.status) })} · {t('paymentReference')}:{' '}
                <span className="text-break">{p.reference}</span>
                {p.refundedAt && (
                  <>
                    {' '}
                    · {t('refunded')} {instant(p.refundedAt)}
                    {p.refundReason ? ` (${t('refundReason')}: ${p.refundReason})` : ''}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {order.refund === 'due' && <Alert variant="warning">{t('refundDue')}</Alert>}
      </section>

      <RefundList order={order} onRefund={onRefund} />

      <section aria-labelledby="history-events">
        <h3 id="history-events" className="h6">
          {t('history')}
        </h3>
        <ol className="small ps-3 mb-0">
          {order.history.map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{instant(h.at)}</time> · {t(`events.${h.event}`, { defaultValue: String(h.event) })}{' '}
              · {h.by ? t('by', { name: h.by }) : t('byDiner')}
              {h.note ? ` · ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
