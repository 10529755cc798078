// The notification stack (spec 001 §8): live regions, closing by button and Escape, at most
// three, danger for 15 s, held while read; what it reports by itself (a failed action, the
// reload after an expired session).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSettings } from '../../../test/fixtures';
import { apiRequest, configureApiClient } from '../../../lib/api-client';
import { DANGER_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, notifications, notify } from '../../../lib/notifications';
import { NotificationStack } from './notification-stack';

beforeEach(() => notifications.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shown = () => screen.queryAllByTestId('notification').map((n) => n.textContent);

describe('notification stack', () => {
  it('is a live region before anything arrives: polite for messages, assertive for errors', () => {
    render(<NotificationStack />);
    const stack = screen.getByRole('region', { name: 'Notifiche' });
    const polite = within(stack).getByRole('status');
    const assertive = within(stack).getByTestId('notifications-assertive');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.childElementCount + assertive.childElementCount).toBe(0);

    act(() => {
      notify({ variant: 'success', header: 'Ordine inviato', message: 'Abbiamo ricevuto il tuo ordine n. 4.' });
      notify({ variant: 'danger', header: 'Si è verificato un problema', message: 'Riprova.' });
    });
    expect(within(polite).getByTestId('notification').textContent).toContain('Abbiamo ricevuto il tuo ordine n. 4.');
    expect(within(assertive).getByTestId('notification').textContent).toContain('Riprova.');
    // No live region inside the live region: each notification is read once, by its region.
    for (const n of screen.getAllByTestId('notification')) expect(n.getAttribute('role')).toBeNull();
  });

  it('closes one with its named close button', () => {
    render(<NotificationStack />);
    act(() => {
      notify({ variant: 'info', header: 'Primo', message: 'uno' });
      notify({ variant: 'info', header: 'Secondo', message: 'due' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi la notifica: Primo' }));
    expect(shown()).toEqual(['Secondodue']);
  });

  it('closes the focused one with Escape and gives the focus to the next one, then back', async () => {
    render(
      <>
        <button type="button">Paga</button>
        <NotificationStack />
      </>,
    );
    act(() => {
      notify({ variant: 'info', header: 'Primo', message: 'uno' });
      notify({ variant: 'info', header: 'Secondo', message: 'due' });
    });
    const pay = screen.getByRole('button', { name: 'Paga' });
    pay.focus();
    const first = screen.getByRole('button', { name: 'Chiudi la notifica: Primo' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape' });
    await act(async () => {});
    expect(shown()).toEqual(['Secondodue']);
    const second = screen.getByRole('button', { name: 'Chiudi la notifica: Secondo' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Escape' });
    await act(async () => {});
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(pay);
  });

  it('shows three at most, the oldest leaving first', () => {
    render(<NotificationStack />);
    act(() => {
      for (const message of ['uno', 'due', 'tre', 'quattro']) notify({ variant: 'info', message });
    });
    expect(shown()).toEqual(['due', 'tre', 'quattro']);
  });

  it('keeps an error 15 s and another message 5 s, and holds one while the diner is on it', () => {
    vi.useFakeTimers();
    render(<NotificationStack />);
    act(() => {
      notify({ variant: 'danger', message: 'grave' });
      notify({ variant: 'success', message: 'fatto' });
      notify({ variant: 'info', message: 'letto' });
    });
    const read = screen.getAllByTestId('notification').find((n) => n.textContent === 'letto')!;
    fireEvent.mouseEnter(read);
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TIMEOUT_MS);
    });
    expect(shown()).toEqual(['grave', 'letto']);
    act(() => {
      vi.advanceTimersByTime(DANGER_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    });
    expect(shown()).toEqual(['letto']);
    fireEvent.mouseLeave(read);
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TIMEOUT_MS);
    });
    expect(shown()).toEqual([]);
  });

  it('says the page reloaded after an expired session (a 401), once', async () => {
    configureApiClient(makeSettings());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Sessione scaduta' }, { status: 401 })),
    );
    // The API client's own 401 handling: it marks the reload, then reloads (jsdom only logs it).
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    await apiRequest('order/saveCustomerOrder', { method: 'POST', body: {} }).catch(() => {});
    silenced.mockRestore();
    const { unmount } = render(<NotificationStack />);
    expect(shown()).toEqual(['Sessione scadutaLa sessione era scaduta: abbiamo ricaricato la pagina per riprenderla.']);
    unmount();
    notifications.clear();
    render(<NotificationStack />);
    expect(shown()).toEqual([]);
  });

  it("tells a diner's action the server failed (5xx or no answer), not a 4xx, a read or a background call", async () => {
    configureApiClient(makeSettings());
    let answer: () => Response | Promise<Response> = () =>
      jsonResponse({ message: 'Dettaglio interno' }, { status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    render(<NotificationStack />);
    const generic = "Si è verificato un problemaRiprova. Se il problema persiste contatta l'amministratore.";

    await act(() => apiRequest('order/saveCustomerOrder', { method: 'POST', body: {} }).catch(() => {}));
    expect(shown()).toEqual([generic]);

    notifications.clear();
    await act(() => apiRequest('menu/getMenu').catch(() => {}));
    await act(() => apiRequest('order/x', { method: 'POST', background: true }).catch(() => {}));
    answer = () => jsonResponse({ message: 'Dati non validi' }, { status: 400 });
    await act(() => apiRequest('order/saveCustomerOrder', { method: 'POST', body: {} }).catch(() => {}));
    expect(shown()).toEqual([]);

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await act(() => apiRequest('order/saveCustomerOrder', { method: 'POST', body: {} }).catch(() => {}));
    expect(shown()).toEqual([generic]);
  });
});
