// Billing address detail (spec 000 §2, §4, §5): the add modal (size lg) and the edit modal
// (size xl, update or delete). Validated with the domain's billing address schema
// ('Campo obbligatorio'); the result is an insert (no customerAddressId), update or delete.
import { zodResolver } from '@hookform/resolvers/zod';
import { billingAddressFormSchema, type BillingAddressForm } from '@tavola/domain/customer-address';
import type { CustomerAddress } from '@tavola/domain/entities';
import { message } from '@tavola/domain/validation-messages';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form-controls';
import type { AddressChange } from '../api/change-customer-address';
import { errorText } from '../components/page-states';
import { useValidationMessage } from '../../../lib/use-validation-message';

type FormInput = z.input<typeof billingAddressFormSchema>;

interface AddressModalProps {
  /** 'add' or 'edit', with the address to prefill (the last one for anonymous customers). */
  mode: 'add' | 'edit';
  address: CustomerAddress | null;
  /** The customer of the session; without one the modal cannot save (spec 000 §5). */
  customerId: number | null;
  onSubmit(change: AddressChange): Promise<CustomerAddress | unknown>;
  onClose(): void;
}

type FieldName =
  | 'businessName'
  | 'vatNumber'
  | 'fiscalCode'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'province'
  | 'country'
  | 'pec'
  | 'feCode';
const required = new Set<FieldName>(['businessName', 'address', 'city', 'province', 'pec', 'feCode']);

function defaultsOf(address: CustomerAddress | null, mode: 'add' | 'edit'): FormInput {
  return {
    customerAddressId: mode === 'edit' ? (address?.customerAddressId ?? 0) : 0,
    addressType: 'F',
    businessName: address?.businessName ?? '',
    vatNumber: address?.vatNumber ?? '',
    fiscalCode: address?.fiscalCode ?? '',
    address: address?.address ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country: address?.country ?? 'Italia',
    pec: address?.pec ?? '',
    feCode: address?.feCode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** The modal's form as the customer address the calls carry. */
function toCustomerAddress(form: BillingAddressForm, customerId: number): CustomerAddress {
  return {
    customerAddressId: form.customerAddressId,
    customerId,
    addressType: 'F',
    businessName: form.businessName,
    vatNumber: form.vatNumber ?? null,
    fiscalCode: form.fiscalCode ?? null,
    address: form.address,
    zipCode: form.zipCode ?? null,
    city: form.city,
    province: form.province,
    state: form.state ?? null,
    country: form.country ?? null,
    email: form.email ?? null,
    pec: form.pec,
    feCode: form.feCode,
    isDefault: form.isDefault,
  };
}

export function AddressModal({ mode, address, customerId, onSubmit, onClose }: AddressModalProps) {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, BillingAddressForm>({
    resolver: zodResolver(billingAddressFormSchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(address, mode),
  });

  const run = async (kind: AddressChange['kind'], change: (customerId: number) => CustomerAddress) => {
    setError(null);
    if (customerId == null) {
      setError(formatMessage(message('notLoggedIn')) ?? null);
      return;
    }
    try {
      await onSubmit({ kind, address: change(customerId) });
      onClose();
    } catch (e) {
      setError(errorText(e, t('ordering.common.unexpectedError')));
    }
  };

  const title = mode === 'add' ? t('ordering.address.addTitle') : t('ordering.address.editTitle');
  const field = (name: FieldName, md = 6) => (
    <Col md={md} key={name}>
      <TextField
        id={`address-${name}`}
        label={t(`ordering.address.fields.${name}`)}
        type={name === 'pec' ? 'email' : 'text'}
        required={required.has(name)}
        registration={register(name)}
        error={errors[name as Path<FormInput> & keyof typeof errors]}
      />
    </Col>
  );

  return (
    <Modal
      className="ordering-modal"
      show
      onHide={onClose}
      size={mode === 'add' ? 'lg' : 'xl'}
      centered
      aria-labelledby="address-modal-title"
    >
      <Form
        noValidate
        onSubmit={handleSubmit((form) =>
          run(mode === 'add' ? 'insert' : 'update', (id) => toCustomerAddress(form, id)),
        )}
      >
        <Modal.Header closeButton closeLabel={t('ordering.common.close')}>
          <Modal.Title id="address-modal-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Row>
            {field('businessName', 12)}
            {field('vatNumber')}
            {field('fiscalCode')}
            {field('address', 8)}
            {field('zipCode', 4)}
            {field('city')}
            {field('province', 3)}
            {field('country', 3)}
            {field('pec')}
            {field('feCode')}
          </Row>
          {error && (
            <Alert variant="danger" role="alert" className="mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          {mode === 'edit' &&
            (confirmDelete ? (
              // The delete asks once more (spec 000 §2 "generic confirm"), inside this modal.
              <div
                className="me-auto d-flex flex-wrap align-items-center gap-2"
                role="group"
                aria-label={t('ordering.address.deleteQuestion')}
              >
                <span>{t('ordering.address.deleteQuestion')}</span>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={isSubmitting}
                  onClick={() => address && void run('delete', () => address)}
                >
                  {t('ordering.address.deleteYes')}
                </Button>
                <Button variant="outline-secondary" size="sm" onClick={() => setConfirmDelete(false)}>
                  {t('ordering.address.deleteNo')}
                </Button>
              </div>
            ) : (
              <Button
                variant="outline-danger"
                className="me-auto"
                disabled={isSubmitting}
                onClick={() => setConfirmDelete(true)}
              >
                {t('ordering.address.delete')}
              </Button>
            ))}
          <Button variant="outline-secondary" onClick={onClose}>
            {t('ordering.common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('ordering.address.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
