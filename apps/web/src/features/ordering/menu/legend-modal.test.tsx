// The diners' legend (spec 000 §2): the company's allergens in the session's language, the
// features with their names, and no empty "Caratteristiche" heading for a restaurant without any.
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { mockApi } from '../test/api-mock';
import { LegendModal } from './legend-modal';

afterEach(() => vi.unstubAllGlobals());

const allergens = [{ description: 'Glutine' }, { description: 'Latte' }];

describe('legend', () => {
  it('lists the allergens and the features', async () => {
    mockApi({
      'allergen/getAllAllergens': allergens,
      'feature/getAllFeatures': [{ name: 'Vegetariano', imageWebUrl: null }],
    });
    render(
      <AppProviders>
        <LegendModal show onClose={() => undefined} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Legenda' });
    expect(await within(dialog).findByText('Vegetariano')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegetariano', 'Glutine', 'Latte']);
  });

  it('a restaurant without features shows the allergens and no features heading', async () => {
    mockApi({ 'allergen/getAllAllergens': allergens, 'feature/getAllFeatures': [] });
    render(
      <AppProviders>
        <LegendModal show onClose={() => undefined} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Legenda' });
    expect(await within(dialog).findByText('Latte')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('heading', { name: 'Caratteristiche' })).toBeNull());
    expect(within(dialog).getByRole('heading', { name: 'Allergeni' })).toBeTruthy();
  });
});
