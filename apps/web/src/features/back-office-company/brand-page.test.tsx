// The brand screen's colours: a live preview with the white-text contrast, and a colour too light
// for white text refused by the domain's rule before anything is sent (Italian and English).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '@tavola/domain/company-settings';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../i18n/i18n';
import { BrandPage } from './brand-page';

let bodies: Array<{ method: string; url: string; body: Record<string, unknown> | undefined }>;

const settings = (changes: Partial<CompanySettings> = {}): CompanySettings => ({
  companyId: 1,
  urlName: 'demo',
  version: 3,
  tradeName: 'Trattoria Demo',
  slogan: null,
  introduction: null,
  description: null,
  information: null,
  businessName: null,
  vatNumber: null,
  registeredOffice: null,
  privacyPolicy: null,
  serviceTerms: null,
  logo: null,
  homePageBanner: null,
  homePageImage: null,
  languageIds: [1],
  allowedOrigins: [],
  whatsAppNumber: null,
  smsNumber: null,
  telegramBot: null,
  brandColour: null,
  brandBackgroundColour: null,
  availableLanguages: [{ languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' }],
  ...changes,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      bodies.push({ method, url, body });
      if (method === 'GET' && url === '/api/staff/company') return json(settings());
      if (method === 'PUT' && url === '/api/staff/company')
        return json(settings({ version: 4, brandColour: body.brandColour, brandBackgroundColour: null }));
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('it');
});

const show = () =>
  render(
    <AppProviders>
      <BrandPage />
    </AppProviders>,
  );

describe('brand colour', () => {
  it('previews the colour, refuses one too light for white text and saves a dark one', async () => {
    show();
    const colour = (await screen.findByLabelText('Colore del brand', {}, { timeout: 5000 })) as HTMLInputElement;
    // None set: the product's colour, readable.
    expect(screen.getByTestId('brand-colour-contrast').textContent).toMatch(/leggibile/);

    fireEvent.change(colour, { target: { value: '#FFD700' } });
    await waitFor(() =>
      expect(screen.getByTestId('brand-colour-contrast').textContent).toMatch(/sotto il minimo di 4,5:1/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(/Colore troppo chiaro: il testo bianco dei pulsanti non si leggerebbe/),
    ).toBeTruthy();
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(bodies.some((b) => b.method === 'PUT')).toBe(false);

    fireEvent.change(colour, { target: { value: '#1d4e89' } });
    await waitFor(() => expect(screen.getByTestId('brand-colour-contrast').textContent).toMatch(/leggibile/));
    expect(screen.getByTestId('brand-colour-preview').querySelector('span')?.style.background).toBe('rgb(29, 78, 137)');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Salvato.')).toBeTruthy();
    expect(bodies.find((b) => b.method === 'PUT')?.body).toMatchObject({ brandColour: '#1d4e89', version: 3 });
  }, 30_000);

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    show();
    const colour = await screen.findByLabelText('Brand colour', {}, { timeout: 5000 });
    fireEvent.change(colour, { target: { value: '#777777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Colour too light: the white text of the buttons would not be readable/),
    ).toBeTruthy();
    expect(screen.getByTestId('brand-colour-contrast').textContent).toMatch(/below the minimum of 4.5:1/);
    expect(bodies.some((b) => b.method === 'PUT')).toBe(false);
  });
});
