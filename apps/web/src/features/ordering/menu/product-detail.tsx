// Product detail (spec 000 §2, §4): the product's variation groups (forced ones as radios
// with the first preselected, the others as checkboxes), its removable ingredients (checked;
// unchecking removes), the quantity and the price (base + additions) × quantity.
import { groupVariationsOf, type Product } from '@tavola/domain/menu';
import type { CartLine } from '@tavola/domain/order';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { FeatureIcons } from './feature-icons';
import {
  cartLineFor,
  chooseForced,
  initialSelection,
  isDisabled,
  isNoneOption,
  selectionPrice,
  toggleIngredient,
  toggleOptional,
  withSelectedQuantity,
} from './product-selection';
import { QuantityControl } from './quantity-control';

interface ProductDetailProps {
  product: Product;
  onAdd(line: CartLine): void;
  onClose(): void;
}

export function ProductDetail({ product, onAdd, onClose }: ProductDetailProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState(() => initialSelection(product));
  const groups = groupVariationsOf(product);
  const price = selectionPrice(product, selection);
  const priceSuffix = (unitPrice: number) => (unitPrice > 0 ? ` (+${formatMoney(unitPrice)})` : '');

  return (
    <article className="product-detail" aria-labelledby="product-detail-title">
      <Button variant="link" className="px-0 mb-2" onClick={onClose}>
        ← {t('ordering.product.backToMenu')}
      </Button>
      <div className="product-detail-head">
        {(product.imageWebUrl || product.imageSmallWebUrl) && (
          <img
            src={product.imageWebUrl ?? product.imageSmallWebUrl ?? undefined}
            alt=""
            className="product-detail-image"
            width={800}
            height={440}
          />
        )}
        <div>
          <h1 id="product-detail-title" className="h3 mb-1">
            {product.description}
          </h1>
          <p className="text-body-secondary mb-2">{formatMoney(product.unitPrice)}</p>
          {product.extendedDescription && <p>{product.extendedDescription}</p>}
          <FeatureIcons features={product.features} withNames />
        </div>
      </div>

      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (product.soldOut) return;
          onAdd(cartLineFor(product, selection));
        }}
      >
        {groups.map((group, index) => (
          <fieldset key={group.groupVariationId} className="product-group">
            <legend className="h6">
              {group.description}
              {group.forceSelection && (
                <span className="text-body-secondary small"> · {t('ordering.product.chooseOne')}</span>
              )}
            </legend>
            {group.ingredients.map((option) => {
              const ingredientId = option.ingredient.ingredientId;
              const controlId = `group-${index}-option-${ingredientId}`;
              const label = `${option.ingredient.description}${isNoneOption(option) ? '' : priceSuffix(option.ingredient.unitPrice)}`;
              return group.forceSelection ? (
                <Form.Check
                  key={ingredientId}
                  type="radio"
                  id={controlId}
                  name={`group-${index}`}
                  label={label}
                  disabled={isDisabled(option.ingredient)}
                  checked={selection.forced[index] === ingredientId}
                  onChange={() => setSelection((s) => chooseForced(s, group, index, ingredientId))}
                />
              ) : (
                <Form.Check
                  key={ingredientId}
                  type="checkbox"
                  id={controlId}
                  label={label}
                  disabled={isDisabled(option.ingredient)}
                  checked={(selection.optional[index] ?? []).includes(ingredientId)}
                  onChange={() => setSelection((s) => toggleOptional(s, group, index, ingredientId))}
                />
              );
            })}
          </fieldset>
        ))}

        {product.ingredients.length > 0 && (
          <fieldset className="product-group">
            <legend className="h6">
              {t('ordering.product.ingredients')}
              <span className="text-body-secondary small"> · {t('ordering.product.untickToRemove')}</span>
            </legend>
            {product.ingredients.map((ingredient) => (
              <Form.Check
                key={ingredient.ingredientId}
                type="checkbox"
                id={`ingredient-${ingredient.ingredientId}`}
                label={ingredient.description}
                disabled={!ingredient.removable || isDisabled(ingredient)}
                checked={!selection.removed.includes(ingredient.ingredientId)}
                onChange={() => setSelection((s) => toggleIngredient(s, product, ingredient.ingredientId))}
              />
            ))}
          </fieldset>
        )}

        <div className="product-detail-footer">
          <QuantityControl
            quantity={selection.quantity}
            label={product.description}
            onDecrease={() => setSelection((s) => withSelectedQuantity(s, s.quantity - 1))}
            onIncrease={() => setSelection((s) => withSelectedQuantity(s, s.quantity + 1))}
            size="lg"
          />
          <p className="product-detail-price mb-0" aria-live="polite">
            <span className="text-body-secondary small d-block">{t('ordering.product.price')}</span>
            <strong data-testid="product-price">{formatMoney(price)}</strong>
          </p>
          {/* Sold out: shown, but it cannot go into the cart. */}
          <Button type="submit" variant="primary" size="lg" disabled={product.soldOut === true}>
            {product.soldOut ? t('ordering.product.soldOut') : t('ordering.product.addToCart')}
          </Button>
        </div>
      </Form>
    </article>
  );
}
