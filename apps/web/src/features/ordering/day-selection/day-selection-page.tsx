// Day selection (spec 000 §2, §4, §8): takeaway and delivery pick a day of the next 3 and a
// time frame (a dropdown only when the day has several), with the frame's opening hours.
import { OrderType } from '@tavola/domain/enums';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useDaysForCurrentSeat } from '../api/get-days-for-current-seat';
import { useTimeFramesForCurrentSeat } from '../api/get-time-frames-for-current-seat';
import { LoadError, Loading } from '../components/page-states';
import { formatTime } from '../../../lib/format';
import { useOrdering } from '../state/use-ordering';
import { dayLabel } from '../lib/day-label';

export function DaySelectionPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { seatWeb } = useAppContext();
  const ordering = useOrdering();
  const status = ordering.needsDayAndTime ? ordering.menuPublicationStatus : null;
  const days = useDaysForCurrentSeat(seatWeb?.seatWebId, status);
  const dayList = days.data ?? [];
  const day = dayList.find((d) => d.day === ordering.dayRequested) ?? dayList[0] ?? null;
  const frames = useTimeFramesForCurrentSeat(seatWeb?.seatWebId, day?.day ?? null, status);
  const frameList = frames.data ?? [];
  const frame =
    frameList.find((f) => f.timeFrameWebId === ordering.timeFrameRequested?.timeFrameWebId) ?? frameList[0] ?? null;

  if (!ordering.needsDayAndTime) return <Navigate to="/main/menu-selection" replace />;
  const takeaway = ordering.orderType === OrderType.Asporto;

  const start = () => {
    if (!day || !frame) return;
    ordering.setDay(day.day, day.description);
    ordering.setTimeFrame(frame);
    void navigate('/main/menu');
  };

  return (
    <section className="narrow-page" aria-labelledby="day-selection-title">
      <h1 id="day-selection-title" className="h3 mb-4">
        {takeaway ? t('ordering.day.titleTakeaway') : t('ordering.day.titleDelivery')}
      </h1>
      {days.isPending ? (
        <Loading />
      ) : days.isError ? (
        <LoadError error={days.error} onRetry={() => void days.refetch()} />
      ) : dayList.length === 0 ? (
        <Alert variant="warning">{t('ordering.day.noDays')}</Alert>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <Form.Group className="mb-3" controlId="day-select">
            <Form.Label>{t('ordering.day.day')}</Form.Label>
            <Form.Select
              value={day?.day ?? ''}
              onChange={(event) => {
                const chosen = dayList.find((d) => d.day === event.target.value);
                if (chosen) ordering.setDay(chosen.day, chosen.description);
              }}
            >
              {dayList.map((d) => (
                <option key={d.dayId} value={d.day}>
                  {dayLabel(d, i18n.language)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {frames.isPending ? (
            <Loading />
          ) : frames.isError ? (
            <LoadError error={frames.error} onRetry={() => void frames.refetch()} />
          ) : frameList.length === 0 ? (
            <Alert variant="warning">{t('ordering.day.noFrames')}</Alert>
          ) : (
            <>
              {frameList.length > 1 && (
                <Form.Group className="mb-3" controlId="frame-select">
                  <Form.Label>{t('ordering.day.timeFrame')}</Form.Label>
                  <Form.Select
                    value={frame?.timeFrameWebId ?? ''}
                    onChange={(event) =>
                      ordering.setTimeFrame(
                        frameList.find((f) => f.timeFrameWebId === Number(event.target.value)) ?? null,
                      )
                    }
                  >
                    {frameList.map((f) => (
                      <option key={f.timeFrameWebId} value={f.timeFrameWebId}>
                        {f.description}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              )}
              {frame && (
                <div className="mb-4" aria-live="polite">
                  <h2 className="h6 mb-1">
                    {takeaway ? t('ordering.day.hoursTakeaway') : t('ordering.day.hoursDelivery')}
                    {frameList.length === 1 && ` · ${frame.description}`}
                  </h2>
                  <ul className="list-unstyled mb-0" data-testid="opening-hours">
                    {(frame.openingTimeInTimeFrame.length
                      ? frame.openingTimeInTimeFrame
                      : [{ beginTime: frame.beginTime, endTime: frame.endTime }]
                    ).map((range) => (
                      <li key={`${range.beginTime}-${range.endTime}`}>
                        {formatTime(range.beginTime)} - {formatTime(range.endTime)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
          <div className="d-flex gap-2 flex-wrap">
            <Button type="submit" variant="primary" disabled={!day || !frame}>
              {t('ordering.day.start')}
            </Button>
            <Button variant="outline-secondary" onClick={() => void navigate('/home')}>
              {t('ordering.common.back')}
            </Button>
          </div>
        </Form>
      )}
      {dayList.length === 0 && !days.isPending && (
        <Button variant="outline-secondary" className="mt-2" onClick={() => void navigate('/home')}>
          {t('ordering.common.back')}
        </Button>
      )}
    </section>
  );
}
