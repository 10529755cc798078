// Variation groups and ingredients (issue #12, spec 000 §3-4): a forced group is a required
// single choice (the first option preselected, priority 0 = "none"); an ingredient with
// properties 1 is shown but not selectable. Ingredients are company-wide: the owner's.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { groupVariationInputSchema, ingredientInputSchema, type GroupVariationInput, type IngredientInput } from '@tavola/domain/menu-admin';
import { formatMoney } from '../../lib/format';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './back-office-menus-app';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { useMenuAdminCopy } from './menu-admin-copy';

export function VariationsPage({ venues }: { venues: { seatWebId: number; name: string }[] }) {
  const copy = useMenuAdminCopy();
  const groups = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'groups'], queryFn: menuAdminApi.groups });
  const ingredients = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'ingredients'], queryFn: menuAdminApi.ingredients });
  const name = (id: number) => ingredients.data?.find((i) => i.ingredientId === id)?.description ?? `#${id}`;
  return (
    <Row className="g-3">
      <Col lg={6}>
        <h2 className="h4">{copy.variations.groups}</h2>
        <Loaded query={groups}>
          {(list) => (
            <ListGroup className="mb-3">
              {list.map((g) => (
                <ListGroup.Item key={g.groupVariationId}>
                  <strong>{g.description}</strong> <span className="text-muted small">({g.forceSelection ? copy.products.forced : copy.products.optional})</span>
                  <div className="small">{g.options.map((o) => name(o.ingredientId)).join(', ')}</div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Loaded>
        <NewGroup venues={venues} ingredients={ingredients.data ?? []} />
      </Col>
      <Col lg={6}>
        <h2 className="h4">{copy.variations.ingredients}</h2>
        <NewIngredient />
        <Loaded query={ingredients}>
          {(list) => (
            <ListGroup style={{ maxHeight: '32rem', overflowY: 'auto' }}>
              {list.map((i) => (
                <ListGroup.Item key={i.ingredientId} className="d-flex">
                  <span className="me-auto">{i.description}</span>
                  <span>{formatMoney(i.unitPrice)}</span>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Loaded>
      </Col>
    </Row>
  );
}

function NewGroup({ venues, ingredients }: { venues: { seatWebId: number; name: string }[]; ingredients: { ingredientId: number; description: string }[] }) {
  const copy = useMenuAdminCopy();
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<GroupVariationInput>({
    resolver: zodResolver(groupVariationInputSchema),
    defaultValues: { description: '', forceSelection: true, seatWebId: null, options: [] },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: menuAdminApi.createGroup,
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
    },
  });
  return (
    <Card body>
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <h3 className="h6">{copy.variations.newGroup}</h3>
        {save.error && <Alert variant="danger">{save.error.message}</Alert>}
        <Form.Group className="mb-2" controlId="group-description">
          <Form.Label>{copy.variations.description}</Form.Label>
          <Form.Control {...form.register('description')} isInvalid={!!errors.description} />
          <Form.Control.Feedback type="invalid">{text(errors.description?.message)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Check className="mb-2" id="group-forced" label={copy.variations.forced} {...form.register('forceSelection')} />
        <Form.Group className="mb-2" controlId="group-venue">
          <Form.Label>{copy.variations.venue}</Form.Label>
          <Controller
            control={form.control}
            name="seatWebId"
            render={({ field }) => (
              <Form.Select value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{copy.companyWide}</option>
                {venues.map((v) => (
                  <option key={v.seatWebId} value={v.seatWebId}>
                    {v.name}
                  </option>
                ))}
              </Form.Select>
            )}
          />
        </Form.Group>
        <fieldset className="mb-2">
          <legend className="h6">{copy.variations.options}</legend>
          {errors.options && <div className="text-danger small">{text(errors.options.message ?? errors.options.root?.message)}</div>}
          <Controller
            control={form.control}
            name="options"
            render={({ field }) => (
              <div style={{ maxHeight: '14rem', overflowY: 'auto' }}>
                {ingredients.map((i) => {
                  const chosen = field.value.find((o) => o.ingredientId === i.ingredientId);
                  return (
                    <div key={i.ingredientId} className="d-flex align-items-center gap-2 mb-1">
                      <Form.Check
                        id={`group-option-${i.ingredientId}`}
                        label={i.description}
                        checked={!!chosen}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...field.value, { ingredientId: i.ingredientId, priority: field.value.length + 1 }] : field.value.filter((o) => o.ingredientId !== i.ingredientId),
                          )
                        }
                      />
                      {chosen && (
                        <Form.Control
                          type="number"
                          min={0}
                          style={{ width: '5rem' }}
                          aria-label={`${copy.variations.options}: ${i.description}`}
                          value={chosen.priority}
                          onChange={(e) => field.onChange(field.value.map((o) => (o.ingredientId === i.ingredientId ? { ...o, priority: Number(e.target.value) } : o)))}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          />
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {copy.add}
        </Button>
      </Form>
    </Card>
  );
}

function NewIngredient() {
  const copy = useMenuAdminCopy();
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<IngredientInput>({
    resolver: zodResolver(ingredientInputSchema),
    defaultValues: { description: '', unitPrice: 0, properties: 0, priority: 0, allergenIds: [] },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: menuAdminApi.createIngredient,
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
    },
  });
  return (
    <Card body className="mb-3">
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <h3 className="h6">{copy.variations.newIngredient}</h3>
        {save.error && <Alert variant="danger">{save.error.message}</Alert>}
        <Row className="g-2">
          <Col md={7}>
            <Form.Label htmlFor="ingredient-description">{copy.variations.description}</Form.Label>
            <Form.Control id="ingredient-description" {...form.register('description')} isInvalid={!!errors.description} />
            <Form.Control.Feedback type="invalid">{text(errors.description?.message)}</Form.Control.Feedback>
          </Col>
          <Col md={5}>
            <Form.Label htmlFor="ingredient-price">{copy.variations.price}</Form.Label>
            <Form.Control id="ingredient-price" type="number" step="0.01" min="0" {...form.register('unitPrice', { valueAsNumber: true })} isInvalid={!!errors.unitPrice} />
            <Form.Control.Feedback type="invalid">{text(errors.unitPrice?.message)}</Form.Control.Feedback>
          </Col>
          <Col md={12}>
            <Controller
              control={form.control}
              name="properties"
              render={({ field }) => (
                <Form.Check id="ingredient-disabled" label={copy.variations.disabled} checked={field.value === 1} onChange={(e) => field.onChange(e.target.checked ? 1 : 0)} />
              )}
            />
          </Col>
        </Row>
        <Button className="mt-2" type="submit" disabled={save.isPending}>
          {copy.add}
        </Button>
      </Form>
    </Card>
  );
}
