import type { CustomerAddress } from '@tavola/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppState } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { mockApi } from '../test/api-mock';
import { InvoiceSection } from './invoice-section';

const address = (id: number, businessName: string): CustomerAddress => ({
  customerAddressId: id,
  customerId: 7,
  addressType: 'F',
  businessName,
  vatNumber: null,
  fiscalCode: null,
  address: 'Via Roma 1',
  zipCode: '20100',
  city: 'Milano',
  province: 'MI',
  state: null,
  country: 'Italia',
  email: null,
  pec: 'pec@example.com',
  feCode: 'ABC1234',
  isDefault: false,
});

function Harness({ customerId = 7 as number | null }) {
  const [invoice, setInvoice] = useState({ wanted: false, addressId: null as number | null });
  return (
    <>
      <InvoiceSection
        customerId={customerId}
        anonymous={false}
        wanted={invoice.wanted}
        addressId={invoice.addressId}
        disabled={false}
        onChange={(wanted, addressId) => setInvoice({ wanted, addressId })}
      />
      <output data-testid="invoice">{`${invoice.wanted}:${invoice.addressId}`}</output>
    </>
  );
}

function renderSection(customerId: number | null = 7) {
  return renderWithAppState(makeAppState(), [{ index: true, element: <Harness customerId={customerId} /> }]);
}

afterEach(() => vi.unstubAllGlobals());

describe("invoice switch 'Vuoi la fattura?' (spec 000 §2, §4)", () => {
  it('preselects the first billing address when switched on and clears it when off', async () => {
    mockApi({
      'customeraddress/getBillingAddressForCurrentCustomer': [address(4, 'Rossi S.r.l.'), address(5, 'Verdi S.p.A.')],
    });
    renderSection();
    fireEvent.click(screen.getByLabelText('Vuoi la fattura?'));
    await waitFor(() => expect(screen.getByTestId('invoice').textContent).toBe('true:4'));
    fireEvent.click(screen.getByLabelText('Vuoi la fattura?'));
    expect(screen.getByTestId('invoice').textContent).toBe('false:null');
  });

  it('adds an address with the add modal: required fields first, then insert, then it is chosen', async () => {
    const api = mockApi({
      'customeraddress/getBillingAddressForCurrentCustomer': [],
      'customeraddress/insert': ({ body }: { body: unknown }) => ({
        ...(body as CustomerAddress),
        customerAddressId: 9,
      }),
    });
    renderSection();
    fireEvent.click(screen.getByLabelText('Vuoi la fattura?'));
    const select = await screen.findByLabelText('Indirizzo di fatturazione');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'add' } });
    const modal = await screen.findByRole('dialog', { name: 'Nuovo indirizzo di fatturazione' });
    expect(modal.querySelector('.modal-lg')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(within(modal).getAllByText('Campo obbligatorio')).toHaveLength(6));
    for (const [label, value] of [
      ['Ragione sociale', 'Neri S.n.c.'],
      ['Indirizzo', 'Via Po 3'],
      ['Città', 'Torino'],
      ['Provincia', 'TO'],
      ['PEC', 'neri@pec.it'],
      ['Codice destinatario SDI', 'XYZ9876'],
    ]) {
      fireEvent.change(within(modal).getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(within(modal).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByTestId('invoice').textContent).toBe('true:9'));
    const insert = api.calls.find((c) => c.path === 'customeraddress/insert');
    expect(insert?.body).toMatchObject({
      customerAddressId: 0,
      addressType: 'F',
      businessName: 'Neri S.n.c.',
      feCode: 'XYZ9876',
    });
    // The list is reloaded after the change (spec 000 §7).
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'customeraddress/getBillingAddressForCurrentCustomer').length).toBe(2),
    );
  });

  it('edits in the large modal and deletes only after a second confirmation', async () => {
    const api = mockApi({
      'customeraddress/getBillingAddressForCurrentCustomer': [address(4, 'Rossi S.r.l.')],
      'customeraddress/delete': true,
    });
    renderSection();
    fireEvent.click(screen.getByLabelText('Vuoi la fattura?'));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica' }));
    const modal = await screen.findByRole('dialog', { name: 'Indirizzo di fatturazione' });
    expect(modal.querySelector('.modal-xl')).toBeTruthy();
    expect((within(modal).getByLabelText('Ragione sociale', { exact: false }) as HTMLInputElement).value).toBe(
      'Rossi S.r.l.',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Elimina' }));
    expect(api.calls.some((c) => c.path === 'customeraddress/delete')).toBe(false);
    fireEvent.click(within(modal).getByRole('button', { name: 'Sì, elimina' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === 'customeraddress/delete')?.body).toMatchObject({ customerAddressId: 4 }),
    );
  });

  it('needs a customer to save an address (spec 000 §5)', async () => {
    mockApi({ 'customeraddress/getBillingAddressForCurrentCustomer': [] });
    renderSection(null);
    fireEvent.click(screen.getByLabelText('Vuoi la fattura?'));
    fireEvent.change(screen.getByLabelText('Indirizzo di fatturazione'), { target: { value: 'add' } });
    const modal = await screen.findByRole('dialog');
    for (const [label, value] of [
      ['Ragione sociale', 'Neri S.n.c.'],
      ['Indirizzo', 'Via Po 3'],
      ['Città', 'Torino'],
      ['Provincia', 'TO'],
      ['PEC', 'neri@pec.it'],
      ['Codice destinatario SDI', 'XYZ9876'],
    ]) {
      fireEvent.change(within(modal).getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(within(modal).getByRole('button', { name: 'Salva' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      "Impossibile completare l'operazione. L'utente non è loggato.",
    );
  });
});
