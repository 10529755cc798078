// The venue's pause of online orders, told from the home page on (with the staff's reason and
// the time it ends) rather than at the order's last step. Only the times before its end are
// refused (domain slot-rules pauseCovers), so it says that later orders stay open, or, at the
// table, from when the diner can order.
import type { DinerOrderingPause } from '@tavola/domain/ordering-pause';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { formatShortDate } from '../../../lib/format';
import { useOrderingPauses } from '../api/get-ordering-pauses';

export type PauseHint = 'later' | 'table';

/**
 * The pauses of the given venue, or of every venue of the company when none is given (the
 * home page before a venue is chosen: each alert then names its venue).
 */
export function OrderingPauseAlert({ seatWebId, hint = 'later' }: { seatWebId: number | null; hint?: PauseHint }) {
  const { company } = useAppContext();
  const pauses = useOrderingPauses(company.urlName).filter((p) => seatWebId == null || p.seatWebId === seatWebId);
  if (pauses.length === 0) return null;
  const named = seatWebId == null && company.seatWebs.length > 1;
  return (
    <>
      {pauses.map((pause) => (
        <PauseAlert
          key={pause.seatWebId}
          pause={pause}
          hint={hint}
          venue={named ? (company.seatWebs.find((s) => s.seatWebId === pause.seatWebId)?.name ?? null) : null}
        />
      ))}
    </>
  );
}

function PauseAlert({ pause, hint, venue }: { pause: DinerOrderingPause; hint: PauseHint; venue: string | null }) {
  const { t } = useTranslation();
  const time = pause.untilTime;
  const until = pause.endsToday
    ? t('ordering.pause.untilToday', { time })
    : t('ordering.pause.untilDay', { time, date: formatShortDate(pause.untilDate) });
  return (
    // A status, not an alert: it is there when the page opens and is read in its turn.
    <Alert
      variant="warning"
      className="ordering-pause-alert py-2"
      role="status"
      data-testid="ordering-pause"
      data-seat-web-id={pause.seatWebId}
    >
      <p className="fw-semibold mb-1">
        {venue ? `${t('ordering.pause.venue', { venue })} ` : ''}
        {t('ordering.pause.title')}
      </p>
      <p className="mb-1">{until}</p>
      {pause.reason && <p className="mb-1">{t('ordering.pause.reason', { reason: pause.reason })}</p>}
      <p className="mb-0">
        {hint === 'table' ? t('ordering.pause.table', { time }) : t('ordering.pause.later', { time })}
      </p>
    </Alert>
  );
}
