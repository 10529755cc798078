// Product info (spec 000 §2 modals): image, description, ingredients, features, allergens.
import type { Product } from '@tavola/domain/menu';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { FeatureIcons } from './feature-icons';
import { allergensOf } from './product-allergens';

export function ProductInfoModal({ product, onClose }: { product: Product | null; onClose(): void }) {
  const { t } = useTranslation();
  const allergens = product ? allergensOf(product) : [];
  return (
    <Modal
      className="ordering-modal"
      show={product != null}
      onHide={onClose}
      centered
      scrollable
      aria-labelledby="product-info-title"
    >
      {product && (
        <>
          <Modal.Header closeButton closeLabel={t('ordering.common.close')}>
            <Modal.Title id="product-info-title" as="h2" className="h5">
              {product.description}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {(product.imageWebUrl || product.imageSmallWebUrl) && (
              <img
                src={product.imageWebUrl ?? product.imageSmallWebUrl ?? undefined}
                alt=""
                className="product-info-image mb-3"
                width={800}
                height={440}
                loading="lazy"
              />
            )}
            {product.extendedDescription && <p>{product.extendedDescription}</p>}
            <p className="fw-semibold">{formatMoney(product.unitPrice)}</p>
            {product.ingredients.length > 0 && (
              <section className="mb-3">
                <h3 className="h6">{t('ordering.product.ingredients')}</h3>
                <p className="mb-0">{product.ingredients.map((i) => i.description).join(', ')}</p>
              </section>
            )}
            {product.features.length > 0 && (
              <section className="mb-3">
                <h3 className="h6">{t('ordering.product.features')}</h3>
                <FeatureIcons features={product.features} withNames />
              </section>
            )}
            <section>
              <h3 className="h6">{t('ordering.product.allergens')}</h3>
              {allergens.length > 0 ? (
                <ul className="allergen-list" data-testid="product-allergens">
                  {allergens.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              ) : (
                <p className="mb-0">{t('ordering.product.noAllergens')}</p>
              )}
            </section>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('ordering.common.close')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
