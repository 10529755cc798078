// Finding a dish in a long menu: on a phone, a menu of 50+ dishes gets a
// sticky category bar and a search box. The search matches the dish's name, description and
// ingredients, ignoring case and accents ('citta' finds 'Città'), every word of the query.
import type { Classifier } from '@tavola/domain/menu';

/** From this many dishes on, the menu shows the category bar and the search box. */
export const MENU_NAVIGATION_MIN_PRODUCTS = 50;

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The categories with only their dishes matching the query; categories left empty are dropped. */
export function searchMenu(classifiers: readonly Classifier[], query: string): Classifier[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...classifiers];
  return classifiers
    .map((classifier) => ({
      ...classifier,
      products: classifier.products.filter((product) => {
        const haystack = fold(
          [
            product.description,
            product.extendedDescription ?? '',
            ...product.ingredients.map((i) => i.description),
          ].join(' '),
        );
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((classifier) => classifier.products.length > 0);
}
