// Products of a menu by classifier (issue #12): one tap marks a dish or an option sold out
// (every staff member); owners and managers add categories and products, edit them, reorder
// them and remove them (archived when an unfinished order still names them).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Form, InputGroup, ListGroup } from 'react-bootstrap';
import type { AdminMenuClassifier, AdminProduct } from '@tavola/domain/menu-admin';
import { formatMoney } from '../../lib/format';
import { Loaded } from './back-office-menus-app';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { useMenuAdminCopy } from './menu-admin-copy';
import { SelectRow } from './form-rows';
import { ProductForm } from './product-form';

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
  const copy = useMenuAdminCopy();
  const queryClient = useQueryClient();
  const [menuWebId, setMenuWebId] = useState<number | null>(() => Number(sessionStorage.getItem(MENU_KEY)) || null);
  const { menus, classifiers, products } = useMenuAdminQueries(menuWebId);
  const [editing, setEditing] = useState<{ product: AdminProduct | null; classifierId: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
        {copy.products.heading}
      </h2>
      <Loaded query={menus}>
        {(list) => (
          <SelectRow
            id="menu-picker"
            label={copy.menuPicker}
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
                  {categories.map((c, index) => (
                    <ClassifierCard
                      key={c.menuClassifierId}
                      classifier={c}
                      products={items.filter((p) => p.menuClassifierId === c.menuClassifierId)}
                      canEdit={canEdit}
                      first={index === 0}
                      last={index === categories.length - 1}
                      onMove={(delta) => act.mutate(() => menuAdminApi.reorderClassifiers(menuWebId, move(categories.map((x) => x.menuClassifierId), index, delta)))}
                      onSoldOut={(p, soldOut) => act.mutate(() => menuAdminApi.setProductSoldOut(p.productWebId, soldOut))}
                      onEdit={(p) => setEditing({ product: p, classifierId: c.menuClassifierId })}
                      onAdd={() => setEditing({ product: null, classifierId: c.menuClassifierId })}
                      onMoveProduct={(ids) => act.mutate(() => menuAdminApi.reorderProducts(c.menuClassifierId, ids))}
                      onRemove={(p) => {
                        if (!window.confirm(copy.products.confirmRemove.replace('{{name}}', p.description))) return;
                        act.mutate(async () => {
                          const { result } = await menuAdminApi.removeProduct(p.productWebId);
                          setNotice(result === 'archived' ? copy.products.archived : copy.products.deleted);
                        });
                      }}
                    />
                  ))}
                  {categories.length === 0 && <p>{copy.empty}</p>}
                  {canEdit && <NewClassifier menuWebId={menuWebId} onCreated={refresh} />}
                </>
              )}
            </Loaded>
          )}
        </Loaded>
      )}
      <SoldOutOptions />
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

function move(ids: number[], index: number, delta: number): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + delta, 0, item);
  return next;
}

function ClassifierCard(props: {
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
}) {
  const copy = useMenuAdminCopy();
  const { classifier, products, canEdit } = props;
  const ids = products.map((p) => p.productWebId);
  return (
    <Card className="mb-3" as="section" aria-label={classifier.name}>
      <Card.Header className="d-flex align-items-center gap-2">
        <h3 className="h5 mb-0 me-auto">{classifier.name}</h3>
        {canEdit && (
          <>
            <Button size="sm" variant="outline-secondary" disabled={props.first} onClick={() => props.onMove(-1)} aria-label={`${copy.moveUp}: ${classifier.name}`}>
              ↑
            </Button>
            <Button size="sm" variant="outline-secondary" disabled={props.last} onClick={() => props.onMove(1)} aria-label={`${copy.moveDown}: ${classifier.name}`}>
              ↓
            </Button>
            <Button size="sm" onClick={props.onAdd}>
              {copy.products.addProduct}
            </Button>
          </>
        )}
      </Card.Header>
      <ListGroup variant="flush">
        {products.length === 0 && <ListGroup.Item className="text-muted">{copy.empty}</ListGroup.Item>}
        {products.map((p, index) => (
          <ListGroup.Item key={p.productWebId} className={`d-flex flex-wrap align-items-center product-row${p.soldOut ? ' is-sold-out' : ''}`} data-testid={`product-${p.productWebId}`}>
            <span className="product-name me-auto">
              {p.description} {!p.enabled && <Badge bg="secondary">{copy.products.disabled}</Badge>}
            </span>
            <span className="fw-semibold">{formatMoney(p.unitPrice)}</span>
            <Form.Check
              type="switch"
              className="sold-out-switch ms-2"
              id={`sold-out-${p.productWebId}`}
              label={copy.products.soldOut}
              checked={p.soldOut}
              onChange={(e) => props.onSoldOut(p, e.target.checked)}
            />
            {canEdit && (
              <span className="d-flex gap-1">
                <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => props.onMoveProduct(move(ids, index, -1))} aria-label={`${copy.moveUp}: ${p.description}`}>
                  ↑
                </Button>
                <Button size="sm" variant="outline-secondary" disabled={index === products.length - 1} onClick={() => props.onMoveProduct(move(ids, index, 1))} aria-label={`${copy.moveDown}: ${p.description}`}>
                  ↓
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => props.onEdit(p)}>
                  {copy.edit}
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => props.onRemove(p)} aria-label={`${copy.remove}: ${p.description}`}>
                  {copy.remove}
                </Button>
              </span>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}

function NewClassifier({ menuWebId, onCreated }: { menuWebId: number; onCreated: () => void }) {
  const copy = useMenuAdminCopy();
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
      <Form.Label htmlFor="new-classifier">{copy.products.addClassifier}</Form.Label>
      <InputGroup>
        <Form.Control id="new-classifier" value={name} onChange={(e) => setName(e.target.value)} placeholder={copy.products.classifierName} isInvalid={!!create.error} />
        <Button type="submit" disabled={create.isPending}>
          {copy.add}
        </Button>
        {create.error && <Form.Control.Feedback type="invalid">{create.error.message}</Form.Control.Feedback>}
      </InputGroup>
    </Form>
  );
}

/** Options (ingredients of variation groups) marked sold out with one tap. */
function SoldOutOptions() {
  const copy = useMenuAdminCopy();
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
        <h3 className="h5 mb-0">{copy.products.options}</h3>
      </Card.Header>
      <Card.Body>
        <p className="text-muted small">{copy.products.optionsHelp}</p>
        {toggle.error && <Alert variant="danger">{toggle.error.message}</Alert>}
        <Form.Control className="mb-2" type="search" aria-label={copy.products.ingredients} placeholder={copy.products.ingredients} value={filter} onChange={(e) => setFilter(e.target.value)} />
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
                    {i.soldOut ? ` — ${copy.products.soldOut}` : ''}
                  </Button>
                ))}
            </div>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
