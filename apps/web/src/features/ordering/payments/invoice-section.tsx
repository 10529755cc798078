// 'Vuoi la fattura?' (spec 000 §2, §4): a switch; on, a billing-address select with the first
// address preselected, the option 'Aggiungi indirizzo...' opening the add modal, and an edit
// button for the chosen address. Off clears the choice.
import type { CustomerAddress } from '@tavola/domain/entities';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useChangeCustomerAddress } from '../api/change-customer-address';
import { useBillingAddresses } from '../api/get-billing-addresses';
import { LoadError } from '../components/page-states';
import { AddressModal } from './address-modal';

const ADD_OPTION = 'add';

interface InvoiceSectionProps {
  customerId: number | null;
  /** Anonymous customers get the add modal prefilled with their last address (§4). */
  anonymous: boolean;
  wanted: boolean;
  addressId: number | null;
  disabled: boolean;
  onChange(wanted: boolean, addressId: number | null): void;
}

const addressLabel = (a: CustomerAddress) => [a.businessName, a.address, a.city].filter(Boolean).join(' · ');

export function InvoiceSection({ customerId, anonymous, wanted, addressId, disabled, onChange }: InvoiceSectionProps) {
  const { t } = useTranslation();
  const addresses = useBillingAddresses(customerId, wanted);
  const change = useChangeCustomerAddress(customerId);
  const [modal, setModal] = useState<'add' | 'edit' | null>(null);
  const list = addresses.data ?? [];
  const selected = list.find((a) => a.customerAddressId === addressId) ?? null;

  // Switching on preselects the first billing address (once the list is there).
  const first = list[0]?.customerAddressId ?? null;
  useEffect(() => {
    if (wanted && addressId == null && first != null && modal == null) onChange(true, first);
  }, [wanted, addressId, first, modal, onChange]);

  return (
    <section className="invoice-section mb-4">
      <Form.Check
        type="switch"
        id="invoice-switch"
        label={t('ordering.payments.invoice')}
        checked={wanted}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.checked, event.target.checked ? (list[0]?.customerAddressId ?? null) : null)
        }
      />
      {wanted && (
        <div className="mt-2">
          {addresses.isError && <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />}
          <div className="d-flex gap-2 align-items-end">
            <Form.Group controlId="invoice-address" className="flex-grow-1">
              <Form.Label>{t('ordering.payments.billingAddress')}</Form.Label>
              <Form.Select
                value={selected ? String(selected.customerAddressId) : ''}
                disabled={disabled || addresses.isLoading}
                onChange={(event) => {
                  if (event.target.value === ADD_OPTION) setModal('add');
                  else onChange(true, event.target.value ? Number(event.target.value) : null);
                }}
              >
                <option value="">{t('ordering.payments.chooseAddress')}</option>
                {list.map((a) => (
                  <option key={a.customerAddressId} value={a.customerAddressId}>
                    {addressLabel(a)}
                  </option>
                ))}
                <option value={ADD_OPTION}>{t('ordering.payments.addAddress')}</option>
              </Form.Select>
            </Form.Group>
            {selected && (
              <Button variant="outline-secondary" disabled={disabled} onClick={() => setModal('edit')}>
                {t('ordering.payments.editAddress')}
              </Button>
            )}
          </div>
        </div>
      )}
      {modal && (
        <AddressModal
          mode={modal}
          address={modal === 'edit' ? selected : anonymous ? (list.at(-1) ?? null) : null}
          customerId={customerId}
          onClose={() => setModal(null)}
          onSubmit={async (changeRequest) => {
            const result = await change.mutateAsync(changeRequest);
            if (changeRequest.kind === 'delete') onChange(true, null);
            else if (result && typeof result === 'object' && 'customerAddressId' in result) {
              onChange(true, Number((result as CustomerAddress).customerAddressId));
            }
            return result;
          }}
        />
      )}
    </section>
  );
}
