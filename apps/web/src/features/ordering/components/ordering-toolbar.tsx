// Toolbar of the main pages (spec 000 §2): the order type (with the venue's custom title and
// subtitle), the venue's name and address, and for takeaway and delivery the chosen day and
// time. Clicking it goes back to the home page, forgetting the venue when it may change; when
// the home page has no other choice to offer (one venue with one service, or demo mode, which
// starts the same menu again) it is plain text without 'Cambia'.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { formatShortDate, formatTime, splitDateTime } from '../../../lib/format';
import { customTexts, orderTypeName, seatWebAddress } from '../../../lib/order-type-texts';
import { isDemoMode } from '../lib/demo-mode';
import { useOrdering } from '../state/use-ordering';
import { orderTypeOptions } from '../../home';

/**
 * Whether the home page offers a choice other than the current one: another venue, or another
 * service (order type or table booking) of a venue the diner may choose.
 */
export function homeOffersAnotherChoice(company: Company, seatWeb: SeatWeb, canChangeSeatWeb: boolean): boolean {
  const choices = orderTypeOptions(company, canChangeSeatWeb ? null : seatWeb).reduce(
    (count, option) => count + option.seatWebs.length,
    0,
  );
  return choices > 1;
}

export function OrderingToolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { seatWeb, company, canChangeSeatWeb, resetSeatWeb, settings } = useAppContext();
  const ordering = useOrdering();
  const { pathname } = useLocation();
  const { orderType } = ordering;
  if (orderType == null || !seatWeb) return null;

  const custom = customTexts(seatWeb, orderType);
  const name = orderTypeName(orderType);
  const title = custom.title ?? t(`orderType.${name}.title`);
  const subtitle = custom.subtitle ?? t(`orderType.${name}.subtitle`);

  let when: string | null = null;
  // The summary of the order just sent: the cart and the chosen time are cleared for the next
  // order, but this order's day and time are the ones it was sent for.
  const summaryOf = /^\/main\/order-summary(?:-to-pay)?\/(\d+)\//.exec(pathname)?.[1];
  const sent =
    summaryOf && ordering.lastOrder?.orderId === Number(summaryOf) ? ordering.lastOrder.requestedDateTime : null;
  if (ordering.needsDayAndTime && sent) {
    const { date, time } = splitDateTime(sent);
    when = t('ordering.toolbar.dayAtTime', { day: date, time });
  } else if (ordering.needsDayAndTime && ordering.dayRequested) {
    const day = formatShortDate(ordering.dayRequested);
    const frame = ordering.timeFrameRequested;
    if (ordering.requestedTime) when = t('ordering.toolbar.dayAtTime', { day, time: ordering.requestedTime });
    else if (frame)
      when = t('ordering.toolbar.dayInFrame', {
        day,
        frame: frame.description,
        from: formatTime(frame.beginTime),
        to: formatTime(frame.endTime),
      });
    else when = day;
  }

  const onClick = () => {
    // Spec 000 §2: back home, resetting the venue when the company has several and it may change.
    if (canChangeSeatWeb && company.seatWebs.length > 1) resetSeatWeb();
    void navigate('/');
  };

  const content = (
    <>
      <span className="ordering-toolbar-type">
        <strong>{title}</strong>
        {subtitle && <small className="d-block text-body-secondary">{subtitle}</small>}
      </span>
      <span className="ordering-toolbar-venue">
        <strong>{seatWeb.name}</strong>
        <small className="d-block text-body-secondary">{seatWebAddress(seatWeb)}</small>
      </span>
      {when && (
        <span className="ordering-toolbar-when">
          <small className="text-body-secondary">
            {orderType === OrderType.Asporto ? t('ordering.toolbar.pickUp') : t('ordering.toolbar.delivery')}:
          </small>{' '}
          <strong>{when}</strong>
        </span>
      )}
    </>
  );

  if (!homeOffersAnotherChoice(company, seatWeb, canChangeSeatWeb) || isDemoMode(settings, company.urlName)) {
    return (
      <div className="ordering-toolbar" data-testid="ordering-toolbar">
        {content}
      </div>
    );
  }
  return (
    <button type="button" className="ordering-toolbar" onClick={onClick} data-testid="ordering-toolbar">
      {content}
      {/* Its name is its visible text (WCAG 2.5.3) with what 'Cambia' does. */}
      <span className="ordering-toolbar-change">
        {t('ordering.toolbar.change')}
        <span className="visually-hidden">: {t('ordering.toolbar.changeHint')}</span>
      </span>
    </button>
  );
}
