// The kitchen ticket of one order: only this prints (staff.css @media print), sized
// for 80 mm receipt printers.
import { useTranslation } from 'react-i18next';
import type { BoardOrder } from '@tavola/domain/order-board';
import { answersBesideTable, deliveryAddressText } from './order-card';
import { staffBoardNs } from './staff-copy';

export function KitchenTicket({ card, venueName }: { card: BoardOrder; venueName: string }) {
  const { t } = useTranslation(staffBoardNs);
  const o = card.order;
  const address = o.orderType === 2 ? deliveryAddressText(card) : null;
  return (
    <div className="kitchen-ticket" aria-hidden="true">
      <div className="kt-venue">{venueName}</div>
      <div className="kt-number">{t('card.order', { n: o.orderNumber ?? '' })}</div>
      <div>
        {t('types', { returnObjects: true })[o.orderType]}
        {o.requestedDateTime ? ` — ${o.requestedDateTime.slice(11, 16)}` : ''}
      </div>
      {card.tableNumber && (
        <div className="kt-table">
          {t('card.table')} {card.tableNumber}
        </div>
      )}
      {o.customerName && (
        <div className="kt-name">
          {t('card.name')}: {o.customerName}
        </div>
      )}
      <hr />
      {o.details.map((d) => (
        <div key={d.orderDetailId} className="kt-line">
          <div>
            <strong>{d.quantity} x</strong> {d.description}
          </div>
          {d.additiveVariations.map((v) => (
            <div key={`a${v.ingredientId}`}>+ {v.description}</div>
          ))}
          {d.subtractiveVariations.map((v) => (
            <div key={`s${v.ingredientId}`}>− {v.description}</div>
          ))}
        </div>
      ))}
      {o.notes && (
        <>
          <hr />
          <div>
            {t('card.notes')}: {o.notes}
          </div>
        </>
      )}
      {answersBesideTable(card).map((f) => (
        <div key={f.position}>
          {f.caption}: {f.value}
        </div>
      ))}
      {address && <div>{address}</div>}
      {card.customer && <div>{[card.customer.name, card.customer.phone].filter(Boolean).join(' · ')}</div>}
      <hr />
      <div>
        {o.paymentType !== null ? t('payments', { returnObjects: true })[o.paymentType] : ''} —{' '}
        {o.paymentStatus === 1 ? t('card.paid') : t('card.toPay')} — {o.totalAmount.toFixed(2).replace('.', ',')} €
      </div>
    </div>
  );
}
