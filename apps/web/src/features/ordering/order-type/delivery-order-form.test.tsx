import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAppState, makeCompany, makeSeatWeb } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { DELIVERY_ADDRESS_STORAGE_KEY } from '../state/delivery-address-store';
import { mockApi } from '../test/api-mock';
import { DeliveryOrderForm } from './delivery-order-form';

const navigli = makeSeatWeb({ seatWebId: 2, name: 'Tavola Navigli', deliveryEnabled: true });
const suggestion = {
  address: 'Alzaia Naviglio Grande',
  city: 'Milano',
  province: 'MI',
  label: 'Alzaia Naviglio Grande, Milano (MI)',
};

function renderForm() {
  const company = makeCompany({ seatWebs: [navigli], delivery: [navigli] });
  return renderWithAppState(makeAppState({ company }), [
    { index: true, element: <DeliveryOrderForm seatWebs={[navigli]} /> },
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('delivery form (spec 000 §2, §5)', () => {
  it("refuses an address that was not picked from the suggestions with 'Compila tutti i campi prima di continuare'", async () => {
    const api = mockApi({ 'maps/suggest': [] });
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Indirizzo' }), { target: { value: 'Via Inventata' } });
    fireEvent.change(screen.getByLabelText('N. civico'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Città'), { target: { value: 'Milano' } });
    fireEvent.click(screen.getByRole('button', { name: /^Continua/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Compila tutti i campi prima di continuare');
    expect(api.calls.some((c) => c.path === 'maps/nearestSeatWeb')).toBe(false);
  });

  it('flags the empty fields and the number over 4 characters', async () => {
    mockApi({});
    renderForm();
    fireEvent.change(screen.getByLabelText('N. civico'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /^Continua/ }));
    await waitFor(() => expect(screen.getByLabelText('Città').getAttribute('aria-invalid')).toBe('true'));
    const messageOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)?.textContent;
    expect(messageOf('Città')).toBe('Compila il campo prima di continuare');
    expect(messageOf('N. civico')).toBe('Lunghezza massima 4 caratteri');
    // Once submitted, the messages follow each change.
    fireEvent.change(screen.getByLabelText('N. civico'), { target: { value: '12' } });
    await waitFor(() => expect(screen.getByLabelText('N. civico').getAttribute('aria-invalid')).toBeNull());
    expect(messageOf('Città')).toBe('Compila il campo prima di continuare');
  });

  it('picks a suggestion from the list (city included), keeps the form in local storage, and searches the venue', async () => {
    const api = mockApi({
      'maps/suggest': [suggestion],
      'maps/nearestSeatWeb': { location: null, seatWeb: null, distanceKm: null, estimated: true },
    });
    renderForm();
    const address = screen.getByRole('combobox', { name: 'Indirizzo' });
    fireEvent.change(address, { target: { value: 'Alzaia' } });
    const option = await screen.findByRole(
      'option',
      { name: 'Alzaia Naviglio Grande, Milano (MI)' },
      { timeout: 2000 },
    );
    expect(address.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(option);
    expect((address as HTMLInputElement).value).toBe('Alzaia Naviglio Grande');
    expect((screen.getByLabelText('Città') as HTMLInputElement).value).toBe('Milano');
    fireEvent.change(screen.getByLabelText('N. civico'), { target: { value: '40' } });
    expect(JSON.parse(localStorage.getItem(DELIVERY_ADDRESS_STORAGE_KEY)!)).toMatchObject({
      address: 'Alzaia Naviglio Grande',
      number: '40',
      city: 'Milano',
      chosen: true,
    });

    fireEvent.click(screen.getByRole('button', { name: /^Continua/ }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByText('Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.');
    expect(api.calls.find((c) => c.path === 'maps/nearestSeatWeb')?.body).toEqual({
      address: 'Alzaia Naviglio Grande',
      number: '40',
      city: 'Milano',
    });
    expect(within(modal).queryByRole('button', { name: 'Conferma' })).toBeNull();
  });

  it('chooses the suggestion with the keyboard', async () => {
    mockApi({ 'maps/suggest': [suggestion] });
    renderForm();
    const address = screen.getByRole('combobox', { name: 'Indirizzo' });
    fireEvent.change(address, { target: { value: 'Alzaia' } });
    await screen.findByRole('option', {}, { timeout: 2000 });
    fireEvent.keyDown(address, { key: 'ArrowDown' });
    await waitFor(() => expect(address.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(address, { key: 'Enter' });
    expect((address as HTMLInputElement).value).toBe('Alzaia Naviglio Grande');
  });

  it('fills the house number from a suggestion that has one, and sends one session token per autocomplete session (#10)', async () => {
    const api = mockApi({
      'maps/suggest': [{ ...suggestion, number: '40', label: 'Alzaia Naviglio Grande 40, Milano' }],
    });
    renderForm();
    const address = screen.getByRole('combobox', { name: 'Indirizzo' });
    fireEvent.change(address, { target: { value: 'Alzaia 40' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Alzaia Naviglio Grande 40, Milano' }, { timeout: 2000 }),
    );
    expect((screen.getByLabelText('N. civico') as HTMLInputElement).value).toBe('40');
    const first = api.calls.find((c) => c.path === 'maps/suggest')!.query.sessionToken;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    // After the pick, a new session.
    fireEvent.change(address, { target: { value: 'Alzaia N' } });
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'maps/suggest')).toHaveLength(2), { timeout: 2000 });
    expect(api.calls.filter((c) => c.path === 'maps/suggest')[1].query.sessionToken).not.toBe(first);
  });

  it("says the maps service is down (not 'no venue') and retries on demand (#10)", async () => {
    let down = true;
    const api = mockApi({
      'maps/suggest': [suggestion],
      'maps/nearestSeatWeb': () =>
        down
          ? jsonResponse(
              {
                code: 'MAPS_UNAVAILABLE',
                message: 'Il servizio mappe non risponde in questo momento. Riprova tra qualche istante.',
              },
              { status: 503 },
            )
          : { location: { latitude: 45.45, longitude: 9.17 }, seatWeb: navigli, distanceKm: 1.2, estimated: false },
    });
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Indirizzo' }), { target: { value: 'Alzaia' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'Alzaia Naviglio Grande, Milano (MI)' }, { timeout: 2000 }),
    );
    fireEvent.change(screen.getByLabelText('N. civico'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: /^Continua/ }));
    const modal = await screen.findByRole('dialog');
    const alert = await within(modal).findByRole('alert');
    expect(alert.textContent).toContain('Il servizio mappe non risponde in questo momento');
    expect(within(modal).queryByText('Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.')).toBeNull();
    down = false;
    fireEvent.click(within(modal).getByRole('button', { name: 'Riprova' }));
    await within(modal).findByTestId('nearest-venue');
    expect(within(modal).getByText('Distanza: 1,2 km')).toBeTruthy();
    // The map (Leaflet) loads on demand.
    expect(await within(modal).findByRole('region', { name: 'Mappa: Alzaia Naviglio Grande 40, Milano' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === 'maps/nearestSeatWeb')).toHaveLength(2);
  });
});
