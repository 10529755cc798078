// Time selection (spec 000 §2, §4): the slots of the chosen frame on the chosen day, the first
// preselected when none (or one no longer offered) is stored, and a note. Dine-in and the
// digital menu skip it.
import { OrderType } from '@tavola/domain/enums';
import type { SlotRequest } from '@tavola/domain/menu';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useAvailableSlots } from '../api/get-available-slots-for-time-frame';
import { LoadError, Loading } from '../components/page-states';
import { dayLabel } from '../lib/day-label';
import { useStepNavigation } from '../lib/steps';
import { useCart } from '../state/cart-store';
import { useOrdering } from '../state/use-ordering';

const NOTE_MAX_LENGTH = 500; // ours: the spec gives the note no limit

export function TimeSelectionPage() {
  const { t, i18n } = useTranslation();
  const { seatWeb } = useAppContext();
  const ordering = useOrdering();
  const steps = useStepNavigation('time-selection');
  const cart = useCart(ordering.menuWebId);
  const skip = !ordering.needsDayAndTime;

  useEffect(() => {
    if (skip) steps.skip();
  }, [skip, steps]);

  const request = useMemo<SlotRequest | null>(() => {
    if (skip || !ordering.timeFrameRequested || !ordering.dayRequested) return null;
    return {
      timeFrameWebId: ordering.timeFrameRequested.timeFrameWebId,
      orderType: ordering.orderType as typeof OrderType.Asporto | typeof OrderType.Consegna,
      OrderDate: ordering.dayRequested,
      details: cart.lines.map((line) => ({ productWebId: line.product.productWebId, quantity: line.quantity })),
    };
  }, [skip, ordering.timeFrameRequested, ordering.dayRequested, ordering.orderType, cart.lines]);
  const slots = useAvailableSlots(seatWeb?.seatWebId, request);
  const slotList = slots.data ?? [];

  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState(ordering.note);
  // Spec 000 §4: the stored time when still offered, else the first slot.
  const time =
    (chosen && slotList.includes(chosen) ? chosen : null) ??
    (ordering.requestedTime && slotList.includes(ordering.requestedTime) ? ordering.requestedTime : null) ??
    slotList[0] ??
    null;

  if (skip) return <Loading />;
  if (!ordering.timeFrameRequested || !ordering.dayRequested) return <Navigate to="/main/day-selection" replace />;
  const takeaway = ordering.orderType === OrderType.Asporto;

  return (
    <section className="narrow-page" aria-labelledby="time-selection-title">
      <h1 id="time-selection-title" className="h3 mb-1">
        {takeaway ? t('ordering.time.titleTakeaway') : t('ordering.time.titleDelivery')}
      </h1>
      <p className="text-body-secondary mb-4">
        {dayLabel({ day: ordering.dayRequested, description: ordering.dayDescription }, i18n.language)} ·{' '}
        {ordering.timeFrameRequested.description}
      </p>
      {slots.isPending ? (
        <Loading />
      ) : slots.isError ? (
        <LoadError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!time) return;
            ordering.setRequestedTime(time, note.trim());
            steps.goNext();
          }}
        >
          {slotList.length === 0 ? (
            <Alert variant="warning">{t('ordering.time.noSlots')}</Alert>
          ) : (
            <Form.Group className="mb-3" controlId="time-select">
              <Form.Label>{t('ordering.time.time')}</Form.Label>
              <Form.Select value={time ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {slotList.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <Form.Group className="mb-4" controlId="time-note">
            <Form.Label>{t('ordering.time.noteLabel')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              placeholder={t('ordering.time.notePlaceholder')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Group>
          <div className="d-flex gap-2 flex-wrap">
            <Button type="submit" variant="primary" disabled={!time}>
              {t('common.continue')}
            </Button>
            <Button variant="outline-secondary" onClick={steps.goBack}>
              {t('ordering.common.back')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
