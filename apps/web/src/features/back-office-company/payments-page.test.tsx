// The payment keys screen's version check against silent
// overwrites: a save sends the version the card loaded; when the server answers 409 the card
// says so (Italian and English), offers to reload, and after reloading saves on the new version.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderStatus,
  type PaymentSettings,
} from '@tavola/domain/payment-provider-fields';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../i18n/i18n';
import { PaymentsPage } from './payments-page';

const STALE_MESSAGE =
  'Qualcun altro ha modificato le chiavi di questo fornitore mentre le stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';

/** The server's side: stripe's stored public key and version, changed by "another owner". */
let stored: { publishableKey: string; version: number };
let bodies: Array<{ method: string; url: string; body: unknown }>;

function settings(): PaymentSettings {
  const providers = PAYMENT_PROVIDERS.map((provider): PaymentProviderStatus =>
    provider === 'stripe'
      ? {
          provider,
          configured: true,
          mode: 'simulated',
          publicFields: { publishableKey: stored.publishableKey },
          secretsSet: [],
          secretsReadable: true,
          updatedAt: '2026-11-23T10:00:00.000Z',
          version: stored.version,
        }
      : {
          provider,
          configured: false,
          mode: null,
          publicFields: {},
          secretsSet: [],
          secretsReadable: true,
          updatedAt: null,
          version: 0,
        },
  );
  return { providers, simulatedAllowed: true, encryptionKeyConfigured: true };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  stored = { publishableKey: 'pk_test_letta', version: 1 };
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      bodies.push({ method, url, body });
      if (method === 'GET' && url === '/api/staff/payments') return json(settings());
      if (method === 'PUT' && url === '/api/staff/payments/stripe') {
        if (body.version !== stored.version) return json({ code: 'STALE_VERSION', message: STALE_MESSAGE }, 409);
        stored = { publishableKey: body.fields.publishableKey, version: stored.version + 1 };
        return json(settings());
      }
      if (method === 'DELETE' && url.startsWith('/api/staff/payments/stripe?')) {
        const version = Number(new URL(url, 'http://x').searchParams.get('version'));
        if (version !== stored.version) return json({ code: 'STALE_VERSION', message: STALE_MESSAGE }, 409);
        return json(settings());
      }
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('it');
});

const stripeCard = async () =>
  within((await screen.findByRole('heading', { name: 'Stripe' }, { timeout: 5000 })).closest('section')!);

describe('payment keys: two owners editing', () => {
  it('sends the loaded version; a stale save says so, changes nothing, and reload lets the owner save again', async () => {
    render(
      <AppProviders>
        <PaymentsPage />
      </AppProviders>,
    );
    const card = await stripeCard();
    const publishable = card.getByLabelText('Chiave pubblicabile (pk_...)') as HTMLInputElement;
    expect(publishable.value).toBe('pk_test_letta');

    // Another owner saves while this one is typing.
    stored = { publishableKey: 'pk_test_collega', version: 2 };
    fireEvent.change(publishable, { target: { value: 'pk_test_mia' } });
    fireEvent.click(card.getByRole('button', { name: 'Salva Stripe' }));
    expect(await card.findByText(/Qualcun altro ha modificato le chiavi di questo fornitore/)).toBeTruthy();
    expect(bodies.find((b) => b.method === 'PUT')?.body).toMatchObject({
      version: 1,
      fields: { publishableKey: 'pk_test_mia' },
    });
    expect(stored.publishableKey).toBe('pk_test_collega');

    // Reload: the colleague's keys replace the form, and the next save names version 2.
    fireEvent.click(card.getByRole('button', { name: 'Ricarica Stripe' }));
    await waitFor(() => expect(publishable.value).toBe('pk_test_collega'));
    expect(card.queryByText(/Qualcun altro/)).toBeNull();
    fireEvent.change(publishable, { target: { value: 'pk_test_mia' } });
    fireEvent.click(card.getByRole('button', { name: 'Salva Stripe' }));
    expect(await card.findByText('Salvato.')).toBeTruthy();
    expect(bodies.filter((b) => b.method === 'PUT').at(-1)?.body).toMatchObject({ version: 2 });
    expect(stored).toEqual({ publishableKey: 'pk_test_mia', version: 3 });

    // A removal names the version too: the one the last save answered.
    fireEvent.click(card.getByRole('button', { name: 'Rimuovi Stripe' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/staff/payments/stripe?version=3' }),
    );
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProviders>
        <PaymentsPage />
      </AppProviders>,
    );
    const card = await stripeCard();
    stored = { ...stored, version: 5 };
    fireEvent.click(card.getByRole('button', { name: 'Save Stripe' }));
    expect(
      await card.findByText(
        /Someone else changed this provider’s keys while you were editing them: nothing was changed/,
      ),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: 'Reload Stripe' })).toBeTruthy();
  });
});
