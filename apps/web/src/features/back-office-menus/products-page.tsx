// Products of a menu by classifier: one tap marks a dish or an option sold out
// (every staff member); owners and managers add categories and products, edit them, reorder
// them and remove them (archived when an unfinished order still names them). A category is
// renamed in Italian and the company's other languages, and deleted only when empty: its
// dishes are never moved behind the editor's back.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Form, InputGroup, ListGroup } from 'react-bootstrap';
import { menuClassifierInputSchema, type AdminMenuClassifier, type AdminProduct } from '@tavola/domain/menu-admin';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { Loaded } from './loaded';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { SelectRow } from './form-rows';
import { ProductForm } from './product-form';
import { SortableList, moveBy, type SortableRow } from './sortable';
import { TranslatedNameDialog } from './translated-name-dialog';

export function useMenuAdminQueries(menuWebId: number | null) {
  const menus = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'menus'], queryFn: menuAdminApi.menus });
  const classifiers = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'classifiers', menuWebId],
    queryFn: () => menuAdminApi.classifiers(menuWebId!),
    enabled: menuWebId !== null,
  });
  const products = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'products', menuWebId],
    queryFn: () => menuAdminApi.products(menuWebId!),
    enabled: menuWebId !== null,
  });
  return { menus, classifiers, products };
}

const MENU_KEY = 'tavola_menu_admin_menu';

export function ProductsPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const [menuWebId, setMenuWebId] = useState<number | null>(() => Number(sessionStorage.getItem(MENU_KEY)) || null);
  const { menus, classifiers, products } = useMenuAdminQueries(menuWebId);
  const [editing, setEditing] = useState<{ product: AdminProduct | null; classifierId: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<AdminMenuClassifier | null>(null);

  useEffect(() => {
    if (menuWebId === null && menus.data?.length) setMenuWebId(menus.data[0].menuWebId);
  }, [menus.data, menuWebId]);
  useEffect(() => {
    if (menuWebId !== null) sessionStorage.setItem(MENU_KEY, String(menuWebId));
  }, [menuWebId]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  const act = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: () => refresh(),
    onError: () => refresh(),
  });

  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading" className="h4">
        {t('products.heading')}
      </h2>
      <Loaded query={menus}>
        {(list) => (
          <SelectRow
            id="menu-picker"
            label={t('menuPicker')}
            style={{ maxWidth: '28rem' }}
            value={menuWebId}
            choices={list.map((m) => ({ value: m.menuWebId, label: m.displayDescription }))}
            onChange={(v) => setMenuWebId(Number(v))}
          />
        )}
      </Loaded>
      {notice && (
        <Alert variant="info" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {act.error && (
        <Alert variant="danger" role="alert" dismissible onClose={() => act.reset()}>
          {act.error.message}
        </Alert>
      )}
      {menuWebId !== null && (
        <Loaded query={classifiers}>
          {(categories) => (
            <Loaded query={products}>
              {(items) => (
                <>
                  <SortableList
                    items={categories}
                    idOf={(c) => c.menuClassifierId}
                    labelOf={(c) => c.name}
                    disabled={!canEdit}
                    onReorder={(ids) =>
                      act.mutate(() =>
                        menuAdminApi.reorderClassifiers(
                          menuWebId,
                          ids,
                          categories.map((x) => x.menuClassifierId),
                        ),
                      )
                    }
                  >
                    {(c, row) => {
                      const index = categories.indexOf(c);
                      const categoryIds = categories.map((x) => x.menuClassifierId);
                      const inCategory = items.filter((p) => p.menuClassifierId === c.menuClassifierId);
                      return (
                        <ClassifierCard
                          row={row}
                          classifier={c}
                          products={inCategory}
                          canEdit={canEdit}
                          first={index === 0}
                          last={index === categories.length - 1}
                          onMove={(delta) =>
                            act.mutate(() =>
                              menuAdminApi.reorderClassifiers(
                                menuWebId,
                                moveBy(categoryIds, index, delta),
                                categoryIds,
                              ),
                            )
                          }
                          onSoldOut={(p, soldOut) =>
                            act.mutate(() => menuAdminApi.setProductSoldOut(p.productWebId, soldOut))
                          }
                          onEdit={(p) => setEditing({ product: p, classifierId: c.menuClassifierId })}
                          onAdd={() => setEditing({ product: null, classifierId: c.menuClassifierId })}
                          onMoveProduct={(ids) =>
                            act.mutate(() =>
                              menuAdminApi.reorderProducts(
                                c.menuClassifierId,
                                ids,
                                inCategory.map((p) => p.productWebId),
                              ),
                            )
                          }
                          onImage={(run) => act.mutate(run)}
                          onRename={() => setRenaming(c)}
                          onDelete={() => {
                            // What the editor sees in it: refused at once. The server decides too
                            // (it also counts removed dishes an unfinished order still names).
                            setNotice(null);
                            if (inCategory.length > 0) {
                              act.mutate(() =>
                                Promise.reject(new Error(t('products.classifierNotEmpty', { name: c.name }))),
                              );
                              return;
                            }
                            if (!window.confirm(t('products.confirmRemoveClassifier', { name: c.name }))) return;
                            act.mutate(async () => {
                              try {
                                await menuAdminApi.deleteClassifier(c.menuClassifierId);
                              } catch (error) {
                                const code = error instanceof ApiError ? error.code : undefined;
                                if (code === 'CLASSIFIER_NOT_EMPTY')
                                  throw new Error(t('products.classifierNotEmpty', { name: c.name }));
                                if (code === 'CLASSIFIER_IN_OPEN_ORDER')
                                  throw new Error(t('products.classifierInOpenOrder', { name: c.name }));
                                throw error;
                              }
                              setNotice(t('products.classifierDeleted'));
                            });
                          }}
                          onRemove={(p) => {
                            if (!window.confirm(t('products.confirmRemove', { name: p.description }))) return;
                            act.mutate(async () => {
                              const { result } = await menuAdminApi.removeProduct(p.productWebId);
                              setNotice(result === 'archived' ? t('products.archived') : t('products.deleted'));
                            });
                          }}
                        />
                      );
                    }}
                  </SortableList>
                  {categories.length === 0 && <p>{t('empty')}</p>}
                  {canEdit && <NewClassifier menuWebId={menuWebId} onCreated={refresh} />}
                </>
              )}
            </Loaded>
          )}
        </Loaded>
      )}
      <SoldOutOptions />
      {renaming && (
        <TranslatedNameDialog
          title={`${t('products.renameClassifier')}: ${renaming.name}`}
          entityType="menuClassifier"
          entityId={renaming.menuClassifierId}
          field="name"
          italian={renaming.name}
          nameSchema={menuClassifierInputSchema.shape.name}
          onSave={(name, nameTranslations) => {
            const { menuWebId, description, useClassifierImage } = renaming;
            return menuAdminApi.updateClassifier(renaming.menuClassifierId, renaming.version, {
              menuWebId,
              name,
              description,
              useClassifierImage,
              nameTranslations,
            });
          }}
          onClose={() => setRenaming(null)}
          onSaved={() => {
            setRenaming(null);
            void refresh();
          }}
        />
      )}
      {editing && (
        <ProductForm
          product={editing.product}
          classifiers={classifiers.data ?? []}
          classifierId={editing.classifierId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

function ClassifierCard(props: {
  row: SortableRow;
  classifier: AdminMenuClassifier;
  products: AdminProduct[];
  canEdit: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  onSoldOut: (p: AdminProduct, soldOut: boolean) => void;
  onEdit: (p: AdminProduct) => void;
  onAdd: () => void;
  onMoveProduct: (ids: number[]) => void;
  onRemove: (p: AdminProduct) => void;
  onImage: (run: () => Promise<unknown>) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(menuAdminNs);
  const { classifier, products, canEdit, row } = props;
  const ids = products.map((p) => p.productWebId);
  return (
    <Card
      className={`mb-3 ${row.className}`}
      as="section"
      aria-label={classifier.name}
      ref={row.setNodeRef}
      style={row.style}
    >
      <Card.Header className="d-flex align-items-center gap-2 flex-wrap">
        {row.handle}
        {classifier.imageWebUrl && <img src={classifier.imageWebUrl} alt="" className="classifier-thumb" />}
        <h3 className="h5 mb-0 me-auto">{classifier.name}</h3>
        {canEdit && (
          <>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={props.first}
              onClick={() => props.onMove(-1)}
              aria-label={`${t('moveUp')}: ${classifier.name}`}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={props.last}
              onClick={() => props.onMove(1)}
              aria-label={`${t('moveDown')}: ${classifier.name}`}
            >
              ↓
            </Button>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={props.onRename}
              aria-label={`${t('products.renameClassifier')}: ${classifier.name}`}
            >
              {t('rename')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={props.onDelete}
              aria-label={`${t('products.removeClassifier')}: ${classifier.name}`}
              title={t('products.classifierDeleteHelp')}
            >
              {t('remove')}
            </Button>
            <Button size="sm" onClick={props.onAdd}>
              {t('products.addProduct')}
            </Button>
          </>
        )}
      </Card.Header>
      {canEdit && <ClassifierImage classifier={classifier} onImage={props.onImage} />}
      <ListGroup variant="flush">
        {products.length === 0 && <ListGroup.Item className="text-muted">{t('empty')}</ListGroup.Item>}
        <SortableList
          items={products}
          idOf={(p) => p.productWebId}
          labelOf={(p) => p.description}
          disabled={!canEdit}
          onReorder={props.onMoveProduct}
        >
          {(p, productRow) => {
            const index = products.indexOf(p);
            return (
              <ListGroup.Item
                ref={productRow.setNodeRef}
                style={productRow.style}
                className={`d-flex flex-wrap align-items-center product-row${p.soldOut ? ' is-sold-out' : ''} ${productRow.className}`}
                data-testid={`product-${p.productWebId}`}
              >
                {productRow.handle}
                <span className="product-name me-auto">
                  {p.description} {!p.enabled && <Badge bg="secondary">{t('products.disabled')}</Badge>}
                </span>
                <span className="fw-semibold">{formatMoney(p.unitPrice)}</span>
                <Form.Check
                  type="switch"
                  className="sold-out-switch ms-2"
                  id={`sold-out-${p.productWebId}`}
                  label={t('products.soldOut')}
                  checked={p.soldOut}
                  onChange={(e) => props.onSoldOut(p, e.target.checked)}
                />
                {canEdit && (
                  <span className="d-flex gap-1">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={index === 0}
                      onClick={() => props.onMoveProduct(moveBy(ids, index, -1))}
                      aria-label={`${t('moveUp')}: ${p.description}`}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={index === products.length - 1}
                      onClick={() => props.onMoveProduct(moveBy(ids, index, 1))}
                      aria-label={`${t('moveDown')}: ${p.description}`}
                    >
                      ↓
                    </Button>
                    <Button size="sm" variant="outline-primary" onClick={() => props.onEdit(p)}>
                      {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => props.onRemove(p)}
                      aria-label={`${t('remove')}: ${p.description}`}
                    >
                      {t('remove')}
                    </Button>
                  </span>
                )}
              </ListGroup.Item>
            );
          }}
        </SortableList>
      </ListGroup>
    </Card>
  );
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** The category's picture (shown in the diners' menu): upload or replace, remove, and whether products without their own picture show it. */
function ClassifierImage({
  classifier,
  onImage,
}: {
  classifier: AdminMenuClassifier;
  onImage: (run: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslation(menuAdminNs);
  const id = classifier.menuClassifierId;
  return (
    <Card.Body className="py-2 d-flex flex-wrap align-items-end gap-3 border-bottom">
      <Form.Group controlId={`classifier-image-${id}`}>
        <Form.Label className="small mb-1">
          {classifier.imageWebUrl ? t('products.replaceClassifierImage') : t('products.classifierImage')}:{' '}
          {classifier.name}
        </Form.Label>
        <Form.Control
          type="file"
          size="sm"
          accept={IMAGE_TYPES}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            const file = input.files?.[0];
            if (file) onImage(() => menuAdminApi.uploadClassifierImage(id, file).finally(() => (input.value = '')));
          }}
        />
      </Form.Group>
      {classifier.imageWebUrl && (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => onImage(() => menuAdminApi.removeClassifierImage(id))}
        >
          {t('products.removeClassifierImage')}: {classifier.name}
        </Button>
      )}
      <Form.Check
        id={`classifier-use-image-${id}`}
        className="small"
        label={t('products.useClassifierImage')}
        checked={classifier.useClassifierImage}
        onChange={(e) =>
          onImage(() =>
            menuAdminApi.updateClassifier(id, classifier.version, {
              menuWebId: classifier.menuWebId,
              name: classifier.name,
              description: classifier.description,
              useClassifierImage: e.target.checked,
            }),
          )
        }
      />
    </Card.Body>
  );
}

function NewClassifier({ menuWebId, onCreated }: { menuWebId: number; onCreated: () => void }) {
  const { t } = useTranslation(menuAdminNs);
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => menuAdminApi.createClassifier({ menuWebId, name, description: null, useClassifierImage: false }),
    onSuccess: () => {
      setName('');
      onCreated();
    },
  });
  return (
    <Form
      className="mb-4"
      style={{ maxWidth: '28rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <Form.Label htmlFor="new-classifier">{t('products.addClassifier')}</Form.Label>
      <InputGroup>
        <Form.Control
          id="new-classifier"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('products.classifierName')}
          isInvalid={!!create.error}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('add')}
        </Button>
        {create.error && <Form.Control.Feedback type="invalid">{create.error.message}</Form.Control.Feedback>}
      </InputGroup>
    </Form>
  );
}

/** Options (ingredients of variation groups) marked sold out with one tap. */
function SoldOutOptions() {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const ingredients = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'ingredients'], queryFn: menuAdminApi.ingredients });
  const toggle = useMutation({
    mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) => menuAdminApi.setIngredientSoldOut(id, soldOut),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY }),
  });
  const [filter, setFilter] = useState('');
  return (
    <Card className="mb-3">
      <Card.Header>
        <h3 className="h5 mb-0">{t('products.options')}</h3>
      </Card.Header>
      <Card.Body>
        <p className="text-muted small">{t('products.optionsHelp')}</p>
        {toggle.error && <Alert variant="danger">{toggle.error.message}</Alert>}
        <Form.Control
          className="mb-2"
          type="search"
          aria-label={t('products.ingredients')}
          placeholder={t('products.ingredients')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Loaded query={ingredients}>
          {(list) => (
            <div className="d-flex flex-wrap gap-2">
              {list
                .filter((i) => i.description.toLowerCase().includes(filter.toLowerCase()))
                .slice(0, 60)
                .map((i) => (
                  <Button
                    key={i.ingredientId}
                    size="sm"
                    variant={i.soldOut ? 'danger' : 'outline-secondary'}
                    aria-pressed={i.soldOut}
                    onClick={() => toggle.mutate({ id: i.ingredientId, soldOut: !i.soldOut })}
                  >
                    {i.description}
                    {i.soldOut ? ` — ${t('products.soldOut')}` : ''}
                  </Button>
                ))}
            </div>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
