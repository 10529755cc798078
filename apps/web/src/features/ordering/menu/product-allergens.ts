import type { Product } from '@tavola/domain/menu';

/** The product's allergens with those of its ingredients, once each, in order of appearance. */
export function allergensOf(product: Product): string[] {
  const all = [
    ...product.allergens.map((a) => a.description),
    ...product.ingredients.flatMap((i) => i.allergens.map((a) => a.description)),
  ];
  return [...new Set(all)];
}
