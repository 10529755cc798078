// The delivery card's form (spec 000 §2, §3, §5): address (picked from the suggestions),
// number and city, kept in local storage; then the nearest-venue search, whose confirmation
// chooses delivery from that venue.
import { OrderType } from '@tavola/domain/enums';
import type { SeatWeb } from '@tavola/domain/entities';
import {
  DELIVERY_ADDRESS_MAX_LENGTH,
  DELIVERY_CITY_MAX_LENGTH,
  DELIVERY_NUMBER_MAX_LENGTH,
  deliveryAddressFormSchema,
  type DeliveryAddressForm,
} from '@tavola/domain/order';
import { message } from '@tavola/domain/validation-messages';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import type { NearestSeatWebRequest } from '../api/nearest-seat-web';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { deliveryAddressStore, useDeliveryAddress, type StoredDeliveryAddress } from '../state/delivery-address-store';
import { useChooseOrderType } from '../state/use-choose-order-type';
import { AddressCombobox } from './address-combobox';

// The venue search's dialog (react-bootstrap's Modal, the map) loads on the first search: the
// form is on the home's first screen, the dialog is not.
const NearestVenueModal = lazy(() => import('./nearest-venue-modal').then((m) => ({ default: m.NearestVenueModal })));

type FieldName = 'address' | 'number' | 'city';

/**
 * The form checked against the domain's schema: the address to search, or each field's first
 * message; and spec 000 §5: an address typed but not picked from the suggestions does not count.
 * A plain check instead of a form library: this form is on the home's first screen.
 */
function checkDeliveryAddress(values: StoredDeliveryAddress): {
  form: DeliveryAddressForm | null;
  errors: Partial<Record<string, string>>;
} {
  const result = deliveryAddressFormSchema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  if (!values.chosen && !errors.address) errors.address = message('fillAllFields');
  return { form: result.success && Object.keys(errors).length === 0 ? result.data : null, errors };
}

export function DeliveryOrderForm({ seatWebs }: { seatWebs: SeatWeb[] }) {
  const { t } = useTranslation();
  const id = useId();
  const formatMessage = useValidationMessage();
  const stored = useDeliveryAddress();
  const choose = useChooseOrderType();
  const { canChangeSeatWeb, seatWeb: current } = useAppContext();
  const [search, setSearch] = useState<NearestSeatWebRequest | null>(null);
  // Mounted on the first search, then kept (its closing animation, its focus).
  const [modalMounted, setModalMounted] = useState(false);
  // The stored address is what the form shows and edits (kept in local storage as it is typed);
  // once submitted, every field's message follows each change.
  const [isSubmitted, setSubmitted] = useState(false);
  const errors = isSubmitted ? checkDeliveryAddress(stored).errors : {};
  const showErrors = isSubmitted && Object.keys(errors).length > 0;
  const set = (change: Partial<typeof stored>) => deliveryAddressStore.set((s) => ({ ...s, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { form } = checkDeliveryAddress(stored);
    if (!form) return;
    choose.reset();
    setModalMounted(true);
    setSearch({ address: form.address, number: form.number, city: form.city });
  };

  // A venue fixed by the address is the only one the diner may get (spec 000 §4).
  const allowed = (seatWeb: SeatWeb) =>
    seatWebs.some((s) => s.seatWebId === seatWeb.seatWebId) &&
    (canChangeSeatWeb || !current || current.seatWebId === seatWeb.seatWebId);

  const errorOf = (field: FieldName) => formatMessage(errors[field]);

  const field = (name: FieldName, label: string, maxLength: number, autoComplete: string) => {
    const error = errorOf(name);
    return (
      <Form.Group controlId={`${id}-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="text"
          value={stored[name]}
          maxLength={maxLength}
          autoComplete={autoComplete}
          isInvalid={!!error}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => set({ [name]: event.target.value })}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  };

  const addressError = errorOf('address');
  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-label={t('ordering.delivery.formLabel')}>
        <Form.Group className="mb-2">
          <Form.Label htmlFor={`${id}-address`}>{t('ordering.delivery.address')}</Form.Label>
          <AddressCombobox
            id={`${id}-address`}
            value={stored.address}
            maxLength={DELIVERY_ADDRESS_MAX_LENGTH}
            invalid={!!addressError}
            describedBy={addressError ? `${id}-address-error` : `${id}-address-hint`}
            onChange={(address) => set({ address, chosen: false })}
            onPick={(suggestion) =>
              set({
                address: suggestion.address,
                // The house number the diner typed, when the provider knows it.
                ...(suggestion.number ? { number: suggestion.number.slice(0, DELIVERY_NUMBER_MAX_LENGTH) } : {}),
                city: suggestion.city,
                province: suggestion.province,
                chosen: true,
              })
            }
          />
          {addressError ? (
            <div className="invalid-feedback d-block" id={`${id}-address-error`}>
              {addressError}
            </div>
          ) : (
            <Form.Text id={`${id}-address-hint`}>{t('ordering.delivery.addressHint')}</Form.Text>
          )}
        </Form.Group>
        <Row className="g-2 mb-3">
          <Col xs={4}>{field('number', t('ordering.delivery.number'), DELIVERY_NUMBER_MAX_LENGTH, 'off')}</Col>
          <Col xs={8}>{field('city', t('ordering.delivery.city'), DELIVERY_CITY_MAX_LENGTH, 'address-level2')}</Col>
        </Row>
        {showErrors && (
          <Alert variant="danger" className="py-2" role="alert">
            {formatMessage(message('fillAllFields'))}
          </Alert>
        )}
        <Button type="submit" variant="primary">
          {t('common.continue')}
          <span className="visually-hidden">: {t('orderType.Consegna.title')}</span>
        </Button>
      </Form>
      <Suspense fallback={null}>
        {modalMounted && (
          <NearestVenueModal
            address={search}
            allowed={allowed}
            confirming={choose.isPending}
            confirmError={
              choose.error
                ? choose.error instanceof ApiError
                  ? choose.error.message
                  : t('ordering.common.unexpectedError')
                : null
            }
            onConfirm={(seatWeb) => choose.mutate({ orderType: OrderType.Consegna, seatWeb })}
            onClose={() => setSearch(null)}
          />
        )}
      </Suspense>
    </>
  );
}
