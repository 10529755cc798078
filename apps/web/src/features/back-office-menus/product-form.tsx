// A product's form: the domain's productInputSchema validates it here and on the
// server; a stale version (someone saved first) shows the server's 409 message. The picture is
// uploaded once the product exists.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Col, Form, Modal, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import {
  productInputSchema,
  type AdminMenuClassifier,
  type AdminProduct,
  type ProductInput,
} from '@tavola/domain/menu-admin';
import { useValidationMessage } from '../../lib/use-validation-message';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { SaveCancelFooter, TextRow, setServerFieldErrors } from './form-rows';
import { IdChecks, useAllergenChoices, useFeatureChoices } from './menu-texts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export function ProductForm(props: {
  product: AdminProduct | null;
  classifiers: AdminMenuClassifier[];
  classifierId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const { product } = props;
  const allergens = useAllergenChoices();
  const features = useFeatureChoices();
  const groups = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'groups'], queryFn: menuAdminApi.groups });
  const ingredients = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'ingredients'], queryFn: menuAdminApi.ingredients });
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: product
      ? {
          menuClassifierId: product.menuClassifierId,
          description: product.description,
          extendedDescription: product.extendedDescription ?? '',
          unitPrice: product.unitPrice,
          enabled: product.enabled,
          suggested: product.suggested,
          allergenIds: product.allergenIds,
          featureIds: product.featureIds,
          ingredients: product.ingredients,
          groupVariationIds: product.groupVariationIds,
        }
      : {
          menuClassifierId: props.classifierId,
          description: '',
          extendedDescription: '',
          unitPrice: 0,
          enabled: true,
          suggested: false,
          allergenIds: [],
          featureIds: [],
          ingredients: [],
          groupVariationIds: [],
        },
  });
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: async (values: ProductInput) => {
      const saved = product
        ? await menuAdminApi.updateProduct(product.productWebId, product.version, values)
        : await menuAdminApi.createProduct(values);
      if (image) await menuAdminApi.uploadProductImage(saved.productWebId, image);
      return saved;
    },
    onSuccess: props.onSaved,
    onError: (error) => setServerFieldErrors(error, form),
  });

  const toggleId = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  return (
    <Modal show onHide={props.onClose} size="lg" fullscreen="md-down" aria-labelledby="product-form-title">
      <Form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Modal.Header closeButton>
          <Modal.Title id="product-form-title">
            {product ? t('products.editProduct') : t('products.newProduct')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.error && (
            <Alert variant="danger" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Row className="g-3">
            <Col md={8}>
              <TextRow
                className=""
                id="product-description"
                label={t('products.name')}
                error={text(errors.description?.message)}
                {...form.register('description')}
              />
            </Col>
            <Col md={4}>
              <TextRow
                className=""
                id="product-price"
                label={t('products.price')}
                error={text(errors.unitPrice?.message)}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...form.register('unitPrice', { valueAsNumber: true })}
              />
            </Col>
            <Col md={12}>
              <TextRow
                className=""
                id="product-extended"
                label={t('products.description')}
                error={text(errors.extendedDescription?.message)}
                as="textarea"
                rows={2}
                {...form.register('extendedDescription')}
              />
            </Col>
            <Col md={6}>
              <Form.Group controlId="product-classifier">
                <Form.Label>{t('products.classifier')}</Form.Label>
                <Form.Select {...form.register('menuClassifierId', { valueAsNumber: true })}>
                  {props.classifiers.map((c) => (
                    <option key={c.menuClassifierId} value={c.menuClassifierId}>
                      {c.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={6} className="d-flex flex-column justify-content-end">
              <Form.Check id="product-enabled" label={t('products.enabled')} {...form.register('enabled')} />
              <Form.Check id="product-suggested" label={t('products.suggested')} {...form.register('suggested')} />
            </Col>
            <Col md={12}>
              <Form.Group controlId="product-image">
                <Form.Label>{t('products.image')}</Form.Label>
                <Form.Control
                  type="file"
                  accept={IMAGE_TYPES}
                  onChange={(e) => setImage((e.target as HTMLInputElement).files?.[0] ?? null)}
                />
              </Form.Group>
            </Col>
          </Row>

          <Controller
            control={form.control}
            name="allergenIds"
            render={({ field }) => (
              <IdChecks
                idPrefix="allergen"
                legend={t('products.allergens')}
                choices={allergens.choices}
                loadFailed={allergens.failed}
                value={field.value}
                onChange={field.onChange}
                error={text(errors.allergenIds?.message)}
                empty={t('products.noAllergens')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="featureIds"
            render={({ field }) => (
              <IdChecks
                idPrefix="feature"
                legend={t('products.features')}
                choices={features.choices}
                loadFailed={features.failed}
                value={field.value}
                onChange={field.onChange}
                error={text(errors.featureIds?.message)}
                empty={t('products.noFeatures')}
              />
            )}
          />

          <fieldset className="mt-3">
            <legend className="h6">{t('products.groups')}</legend>
            {errors.groupVariationIds && (
              <div className="text-danger small">{text(errors.groupVariationIds.message)}</div>
            )}
            <Controller
              control={form.control}
              name="groupVariationIds"
              render={({ field }) => (
                <div className="d-flex flex-wrap gap-3">
                  {(groups.data ?? []).map((g) => (
                    <Form.Check
                      key={g.groupVariationId}
                      id={`group-${g.groupVariationId}`}
                      label={`${g.description} (${g.forceSelection ? t('products.forced') : t('products.optional')})`}
                      checked={field.value.includes(g.groupVariationId)}
                      onChange={(e) => field.onChange(toggleId(field.value, g.groupVariationId, e.target.checked))}
                    />
                  ))}
                </div>
              )}
            />
          </fieldset>

          <fieldset className="mt-3">
            <legend className="h6">{t('products.ingredients')}</legend>
            <Controller
              control={form.control}
              name="ingredients"
              render={({ field }) => (
                <div className="d-flex flex-column gap-1" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
                  {(ingredients.data ?? []).map((i) => {
                    const chosen = field.value.find((x) => x.ingredientId === i.ingredientId);
                    return (
                      <div key={i.ingredientId} className="d-flex gap-3">
                        <Form.Check
                          id={`ingredient-${i.ingredientId}`}
                          label={i.description}
                          checked={!!chosen}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, { ingredientId: i.ingredientId, removable: true }]
                                : field.value.filter((x) => x.ingredientId !== i.ingredientId),
                            )
                          }
                        />
                        {chosen && (
                          <Form.Check
                            id={`ingredient-removable-${i.ingredientId}`}
                            label={t('products.removable')}
                            checked={chosen.removable}
                            onChange={(e) =>
                              field.onChange(
                                field.value.map((x) =>
                                  x.ingredientId === i.ingredientId ? { ...x, removable: e.target.checked } : x,
                                ),
                              )
                            }
                          />
                        )}
                      </div>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
        </Modal.Body>
        <SaveCancelFooter onCancel={props.onClose} pending={save.isPending} />
      </Form>
    </Modal>
  );
}
