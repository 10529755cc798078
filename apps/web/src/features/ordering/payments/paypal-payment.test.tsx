// The PayPal sub-screen through @paypal/react-paypal-js (spec 000 §2): the PayPal JS
// SDK is loaded from the server's script URL with the company's client id, EUR and the other
// funding sources disabled; a spinner until the Buttons are rendered; a vertical gold pill button;
// disabled while paying; the server's message under the widget when creating the order fails;
// PayPal's cancellation message. jsdom loads no scripts: the test plays the SDK's part, a
// `window.paypal.Buttons` that records its options, and fires the script's load event.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppState } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { mockApi } from '../test/api-mock';
import PaypalPayment from './paypal-payment';

interface ButtonsOptions {
  style: Record<string, string>;
  onInit(data: object, actions: { enable(): Promise<void>; disable(): Promise<void> }): void;
  createOrder(): Promise<string>;
  onApprove(data: { orderID: string }): Promise<void>;
  onCancel(data: { orderID: string }): void;
  onError(error: unknown): void;
}

/** What the test sees of the SDK's Buttons: their options and their enabled state. */
const PAYING = 'Pagamento in corso...';
const sdk = { options: null as ButtonsOptions | null, enabled: true };

function installSdk() {
  const Buttons = (options: ButtonsOptions) => {
    sdk.options = options;
    const actions = {
      enable: async () => void (sdk.enabled = true),
      disable: async () => void (sdk.enabled = false),
    };
    return {
      isEligible: () => true,
      render: async (container: HTMLElement) => {
        const button = document.createElement('button');
        button.textContent = 'PayPal';
        container.appendChild(button);
        options.onInit({}, actions);
      },
      close: async () => undefined,
      updateProps: undefined,
    };
  };
  (window as unknown as { paypal: unknown }).paypal = { Buttons, version: 'test' };
}

afterEach(() => {
  delete (window as unknown as { paypal?: unknown }).paypal;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  sdk.options = null;
  sdk.enabled = true;
  vi.unstubAllGlobals();
});

function Harness({
  createOrder,
  onApproved = () => {},
}: {
  createOrder(): Promise<string>;
  onApproved?(reference: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <PaypalPayment
      simulated={false}
      scriptUrl="https://paypal.test/sdk/js"
      busy={busy}
      error={error}
      createOrder={createOrder}
      onStart={() => {
        setBusy(true);
        setError(null);
      }}
      onApproved={onApproved}
      onFailure={(message) => {
        setBusy(false);
        setError(message);
      }}
    />
  );
}

async function renderAndLoad(props: Parameters<typeof Harness>[0]) {
  mockApi({ 'paypal/getPaypalClientID': 'AZ-client-id' });
  renderWithAppState(makeAppState(), [{ path: '/', element: <Harness {...props} /> }]);
  expect((await screen.findByRole('status')).textContent).toBe('Caricamento del pagamento...');
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[data-react-paypal-script-id]');
    if (!found) throw new Error('no SDK script yet');
    return found;
  });
  installSdk();
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  await screen.findByRole('button', { name: 'PayPal' });
  return script;
}

describe('PayPal sub-screen', () => {
  it('loads the SDK from the server-named URL and shows the vertical gold pill button once rendered', async () => {
    const script = await renderAndLoad({ createOrder: async () => 'PP-ORDER' });
    const src = new URL(script.src);
    expect(src.origin + src.pathname).toBe('https://paypal.test/sdk/js');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      'client-id': 'AZ-client-id',
      currency: 'EUR',
      intent: 'capture',
      'disable-funding': 'card,credit,paylater,sepa,mybank,venmo',
    });
    expect(sdk.options!.style).toMatchObject({ layout: 'vertical', color: 'gold', shape: 'pill' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('paypal-payment').querySelector('.paypal-buttons')).not.toBeNull();
  });

  it('disables the buttons while paying and hands the approved order to the caller', async () => {
    let resolveOrder: (id: string) => void = () => {};
    const onApproved = vi.fn();
    await renderAndLoad({ createOrder: () => new Promise<string>((r) => (resolveOrder = r)), onApproved });
    let created: Promise<string> = Promise.resolve('');
    act(() => {
      created = sdk.options!.createOrder();
    });
    await waitFor(() => expect(sdk.enabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe(PAYING);
    resolveOrder('PP-ORDER');
    expect(await created).toBe('PP-ORDER');
    await act(() => sdk.options!.onApprove({ orderID: 'PP-ORDER' }));
    expect(onApproved).toHaveBeenCalledWith('PP-ORDER');
  });

  it('shows the server message under the widget when the order cannot be created, not the SDK error that follows', async () => {
    await renderAndLoad({ createOrder: async () => Promise.reject(new Error('Importo non valido')) });
    await act(async () => {
      await sdk.options!.createOrder().catch((e: unknown) => sdk.options!.onError(e));
    });
    expect(screen.getByTestId('payment-error').textContent).toBe('Importo non valido');
    await waitFor(() => expect(sdk.enabled).toBe(true));
  });

  it('says the payment was cancelled when the buyer closes PayPal', async () => {
    await renderAndLoad({ createOrder: async () => 'PP-ORDER' });
    act(() => sdk.options!.onCancel({ orderID: 'PP-ORDER' }));
    expect(screen.getByTestId('payment-error').textContent).toBe('Transazione cancellata');
    expect(sdk.enabled).toBe(true);
  });
});
