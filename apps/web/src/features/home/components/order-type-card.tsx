import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { OrderType } from '@tavola/domain/enums';
import Alert from 'react-bootstrap/Alert';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { DeliveryOrderForm, SeatWebMapMarkup, useChooseOrderType } from '../../ordering';
import type { OrderTypeOption } from '../order-types';

/**
 * One order type: its venue dropdown when it has several venues, and Continua. Confirming
 * records the choice and goes on to the journey (spec 000 §2, features/ordering). Takeaway
 * shows the chosen venue's map; delivery asks for the address and finds the venue itself.
 */
export function OrderTypeCard({ option }: { option: OrderTypeOption }) {
  const { t } = useTranslation();
  const { seatWeb, orderType, settings } = useAppContext();
  const choose = useChooseOrderType({ errorInline: true });
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const several = option.seatWebs.length > 1;
  const [venueId, setVenueId] = useState(() => {
    if (!several) return String(option.seatWebs[0].seatWebId);
    const current = option.seatWebs.find((s) => s.seatWebId === seatWeb?.seatWebId);
    return current ? String(current.seatWebId) : '';
  });
  const [missing, setMissing] = useState(false);

  const title = option.customTitle ?? t(`orderType.${option.name}.title`);
  const subtitle = option.customSubtitle ?? t(`orderType.${option.name}.subtitle`);
  const chosen =
    orderType === option.orderType && seatWeb != null && option.seatWebs.some((s) => s.seatWebId === seatWeb.seatWebId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const venue = option.seatWebs.find((s) => String(s.seatWebId) === venueId);
    if (!venue) {
      setMissing(true);
      selectRef.current?.focus();
      return;
    }
    setMissing(false);
    choose.mutate({ orderType: option.orderType, seatWeb: venue });
  };
  const selectedVenue = option.seatWebs.find((s) => String(s.seatWebId) === venueId);

  return (
    <Card
      as="section"
      className="order-type-card h-100"
      border={chosen ? 'primary' : undefined}
      aria-labelledby={`${id}-title`}
      data-testid={`order-type-card-${option.orderType}`}
    >
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" id={`${id}-title`}>
          {title}
        </Card.Title>
        {subtitle && <Card.Subtitle className="mb-3 text-body-secondary">{subtitle}</Card.Subtitle>}
        {option.orderType === OrderType.Asporto && <SeatWebMapMarkup seatWeb={selectedVenue} tiles={settings.maps} />}
        {option.orderType === OrderType.Consegna ? (
          <div className="mt-auto">
            <DeliveryOrderForm seatWebs={option.seatWebs} />
          </div>
        ) : (
          <Form noValidate onSubmit={onSubmit} className="mt-auto">
            {several ? (
              <Form.Group className="mb-3" controlId={`${id}-venue`}>
                <Form.Label>{t('home.venueLabel')}</Form.Label>
                <Form.Select
                  ref={selectRef}
                  value={venueId}
                  isInvalid={missing}
                  aria-describedby={missing ? `${id}-missing` : undefined}
                  onChange={(event) => {
                    setVenueId(event.target.value);
                    if (event.target.value) setMissing(false);
                  }}
                >
                  <option value="">{t('home.venuePlaceholder')}</option>
                  {option.seatWebs.map((s) => (
                    <option key={s.seatWebId} value={s.seatWebId}>
                      {s.name}
                    </option>
                  ))}
                </Form.Select>
                {missing && (
                  <Form.Control.Feedback type="invalid" id={`${id}-missing`} role="alert">
                    {t('home.venueMissing')}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            ) : (
              <Card.Text className="text-body-secondary">{option.seatWebs[0].name}</Card.Text>
            )}
            {choose.isError && (
              <Alert variant="danger" className="py-2" role="alert">
                {choose.error instanceof ApiError ? choose.error.message : t('ordering.common.unexpectedError')}
              </Alert>
            )}
            {/* Five cards each end with 'Continua': the hidden part names the card, after
              the visible word so the spoken name still starts with it. */}
            <Button type="submit" variant="primary" disabled={choose.isPending}>
              {t('common.continue')}
              <span className="visually-hidden">: {title}</span>
            </Button>
            <p className="visually-hidden" aria-live="polite">
              {chosen && seatWeb ? t('home.venueChosen', { name: seatWeb.name }) : ''}
            </p>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
