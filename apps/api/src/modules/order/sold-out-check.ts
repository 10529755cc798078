// A cart built before the kitchen marked a dish or an option sold out (esaurito) is
// refused at save with a message naming the dish, so the diner knows what to take out.
import { badRequest } from '@tavola/domain/error-codes';
import type { MenuProduct } from './order-repository';

export const productSoldOutMessage = (dish: string) =>
  `«${dish}» è esaurito: toglilo dal carrello per inviare l'ordine.`;
export const optionSoldOutMessage = (option: string, dish: string) =>
  `«${option}» di «${dish}» è esaurito: modifica o togli il piatto dal carrello per inviare l'ordine.`;

export function assertNotSoldOut(
  product: MenuProduct,
  line: { additiveVariations: { ingredientId: number }[] },
  path: string,
): void {
  if (product.soldOut) {
    const message = productSoldOutMessage(product.description);
    throw badRequest('PRODUCT_SOLD_OUT', message, [{ path: `${path}.productWebId`, message }]);
  }
  const added = new Set(line.additiveVariations.map((v) => v.ingredientId));
  for (const option of product.groups.flatMap((g) => g.options)) {
    if (option.soldOut && added.has(option.ingredientId)) {
      const message = optionSoldOutMessage(option.description, product.description);
      throw badRequest('OPTION_SOLD_OUT', message, [{ path: `${path}.additiveVariations`, message }]);
    }
  }
}
