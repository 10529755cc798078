import type { Classifier } from '@tavola/domain/menu';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../test/menu-fixtures';
import { ClassifierAccordion } from './classifier-accordion';

const classifier = (name: string, dishes: string[], firstId: number): Classifier => ({
  name,
  description: null,
  imageWebUrl: null,
  useClassifierImage: false,
  products: dishes.map((description, i) => product({ productWebId: firstId + i, description })),
});

const classifiers = [
  classifier('Antipasti', ['Bruschetta', 'Caprese'], 10),
  classifier('Pizze', ['Margherita', 'Diavola'], 20),
  classifier('Dolci', ['Tiramisù'], 30),
];

function Menu({ initial = '0' as string | null, allOpen = false }) {
  const [openKey, setOpenKey] = useState<string | null>(initial);
  return (
    <ClassifierAccordion
      classifiers={classifiers}
      openKey={openKey}
      onOpenKeyChange={setOpenKey}
      browseOnly={false}
      allOpen={allOpen}
      onChoose={vi.fn()}
      onInfo={vi.fn()}
    />
  );
}

const dishRows = () => screen.queryAllByRole('listitem').filter((li) => li.classList.contains('product-row'));

describe('classifier accordion (issue #14: a light first load)', () => {
  it("builds only the open category's dishes, and a category's dishes when it first opens", () => {
    render(<Menu />);
    expect(dishRows().map((li) => li.dataset.testid)).toEqual(['product-10', 'product-11']);

    fireEvent.click(screen.getByRole('button', { name: /Pizze/ }));
    expect(within(document.getElementById('classifier-1')!).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual([
      'product-20',
      'product-21',
    ]);
    // The category closed meanwhile keeps its dishes (its closing still animates); Dolci was never opened.
    expect(screen.queryByTestId('product-10')).not.toBeNull();
    expect(screen.queryByTestId('product-30')).toBeNull();
  });

  it('builds every category when all are shown open (search results)', () => {
    render(<Menu initial={null} allOpen />);
    expect(dishRows()).toHaveLength(5);
  });

  it('builds nothing while every category is closed', () => {
    render(<Menu initial={null} />);
    expect(dishRows()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /Antipasti|Pizze|Dolci/ })).toHaveLength(3);
  });
});
