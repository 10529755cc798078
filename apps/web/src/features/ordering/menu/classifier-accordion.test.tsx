import { render, screen } from '@testing-library/react';
import type { Classifier } from '@tavola/domain/menu';
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
  classifier('Antipasti', ['Bruschetta'], 1),
  classifier('Pizze', ['Margherita', 'Diavola'], 10),
  classifier('Dolci', ['Tiramisù'], 20),
];
const dish = (name: string) => screen.queryByText(name, { selector: '.product-row-name' });

function accordion(openKey: string | null, allOpen = false) {
  return (
    <ClassifierAccordion
      classifiers={classifiers}
      openKey={openKey}
      onOpenKeyChange={vi.fn()}
      browseOnly={false}
      onChoose={vi.fn()}
      onInfo={vi.fn()}
      allOpen={allOpen}
    />
  );
}

describe('menu categories (issue #14: a long menu renders what the diner opened)', () => {
  it("renders the open category's dishes only, and keeps a category's dishes once it has been opened", () => {
    const view = render(accordion('0'));
    expect(dish('Bruschetta')).not.toBeNull();
    expect(dish('Margherita')).toBeNull();
    expect(dish('Tiramisù')).toBeNull();
    // Every header is there: a closed category can be opened.
    expect(screen.getByRole('button', { name: /Dolci/ })).not.toBeNull();

    view.rerender(accordion('1'));
    expect(dish('Margherita')).not.toBeNull();
    expect(dish('Diavola')).not.toBeNull();
    // Antipasti keeps its dishes (its closing animation needs them).
    expect(dish('Bruschetta')).not.toBeNull();
    expect(dish('Tiramisù')).toBeNull();
  });

  it('renders every category of the search results', () => {
    render(accordion(null, true));
    for (const name of ['Bruschetta', 'Margherita', 'Tiramisù']) expect(dish(name)).not.toBeNull();
  });
});
