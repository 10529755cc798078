// The menu's categories as an accordion, one open at a time (spec 000 §2), each with its
// name, optional image and description, and its products.
import type { Classifier, Product } from '@tavola/domain/menu';
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { FeatureIcons } from './feature-icons';

interface ClassifierAccordionProps {
  classifiers: Classifier[];
  /** Index of the open classifier (as a string, Accordion's key), or null when all are closed. */
  openKey: string | null;
  onOpenKeyChange(key: string | null): void;
  /** A category finished opening (its animation ended). */
  onOpened?(index: number): void;
  /** Digital menu: a product opens its info only (no detail, no cart). */
  browseOnly: boolean;
  onChoose(product: Product): void;
  onInfo(product: Product): void;
  /** Search results: every category shown open. */
  allOpen?: boolean;
}

export function ClassifierAccordion({
  classifiers,
  openKey,
  onOpenKeyChange,
  onOpened,
  browseOnly,
  onChoose,
  onInfo,
  allOpen = false,
}: ClassifierAccordionProps) {
  const { t } = useTranslation();
  // A category's dishes are rendered once it has been opened, and kept (its closing animation
  // needs them): the first paint of a long menu builds the open category only, not every
  // dish behind closed headers (main-thread time and layout on a phone). Search
  // results show every category open.
  const [opened, setOpened] = useState(() => new Set(openKey === null ? [] : [openKey]));
  if (openKey !== null && !opened.has(openKey)) setOpened(new Set(opened).add(openKey));
  return (
    <Accordion
      activeKey={allOpen ? classifiers.map((_, index) => String(index)) : openKey}
      alwaysOpen={allOpen}
      onSelect={(key) => !allOpen && onOpenKeyChange(typeof key === 'string' ? key : null)}
      className="classifier-accordion"
    >
      {classifiers.map((classifier, index) => (
        <Accordion.Item
          eventKey={String(index)}
          key={`${classifier.name}-${index}`}
          id={allOpen ? undefined : `classifier-${index}`}
        >
          <Accordion.Header as="h2">
            <span className="classifier-header">
              {classifier.imageWebUrl && (
                <img src={classifier.imageWebUrl} alt="" className="classifier-image" width={48} height={48} />
              )}
              <span>
                <span className="d-block fw-semibold">{classifier.name}</span>
                {classifier.description && (
                  <small className="d-block text-body-secondary fw-normal">{classifier.description}</small>
                )}
              </span>
            </span>
          </Accordion.Header>
          <Accordion.Body className="p-0" onEntered={() => onOpened?.(index)}>
            {!allOpen && !opened.has(String(index)) ? null : classifier.products.length === 0 ? (
              <p className="p-3 mb-0 text-body-secondary">{t('ordering.menu.emptyClassifier')}</p>
            ) : (
              <ul className="product-list list-unstyled mb-0">
                {classifier.products.map((product) => {
                  // useClassifierImage: products without a picture of their own show the category's.
                  const image =
                    product.imageSmallWebUrl ??
                    product.imageWebUrl ??
                    (classifier.useClassifierImage ? classifier.imageWebUrl : null);
                  return (
                    // Sold out: shown greyed with the word, announced in its name, and
                    // it opens only the dish's information: it cannot reach the cart.
                    <li
                      key={product.productWebId}
                      className={`product-row${product.soldOut ? ' is-sold-out' : ''}`}
                      data-testid={`product-${product.productWebId}`}
                    >
                      {/* The button's name is its visible name plus a hidden hint (WCAG 2.5.3:
                        the spoken name contains the visible label); the description and the
                        price it repeats are read as its description. */}
                      <button
                        type="button"
                        className="product-row-main"
                        onClick={() => (browseOnly || product.soldOut ? onInfo(product) : onChoose(product))}
                        aria-describedby={
                          product.extendedDescription ? `product-description-${product.productWebId}` : undefined
                        }
                      >
                        {image ? (
                          <img src={image} alt="" className="product-row-image" loading="lazy" width={64} height={64} />
                        ) : (
                          <span className="product-row-image" aria-hidden="true" />
                        )}
                        <span className="product-row-text">
                          <span className="product-row-name">
                            {product.description}
                            <span className="visually-hidden">
                              {product.soldOut
                                ? t('ordering.menu.soldOutSuffix')
                                : browseOnly
                                  ? t('ordering.menu.showInfoSuffix')
                                  : t('ordering.menu.chooseSuffix', { price: formatMoney(product.unitPrice) })}
                            </span>
                          </span>
                          {product.extendedDescription && (
                            <span
                              className="product-row-description"
                              id={`product-description-${product.productWebId}`}
                              aria-hidden="true"
                            >
                              {product.extendedDescription}
                            </span>
                          )}
                        </span>
                        <span className="product-row-price" aria-hidden="true">
                          {product.soldOut ? (
                            <span className="badge text-bg-secondary sold-out-badge">
                              {t('ordering.product.soldOut')}
                            </span>
                          ) : (
                            formatMoney(product.unitPrice)
                          )}
                        </span>
                      </button>
                      <div className="product-row-side">
                        <FeatureIcons features={product.features} />
                        <Button
                          variant="outline-secondary"
                          size="sm"
                          className="product-row-info"
                          onClick={() => onInfo(product)}
                          aria-label={t('ordering.menu.info', { name: product.description })}
                        >
                          i
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
