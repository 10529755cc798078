// Variation groups and ingredients (spec 000 §3-4): list, create and edit. A forced
// group is a required single choice (exactly one option; the first preselected, priority 0 =
// "none"); an optional group lets the diner tick any number of its options, each adding its
// own price. An ingredient carries its extra price, its allergens and properties 1 (shown but
// not selectable). Ingredients are company-wide: the owner's; groups of a venue: its managers'.
// The features a dish may show (features-section.tsx) are the owner's too.
// Edits open a dialog (focus kept inside, titled) and every control has its label.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Col, Form, ListGroup, Modal, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import {
  groupVariationInputSchema,
  ingredientInputSchema,
  type AdminGroupVariation,
  type AdminIngredient,
  type GroupVariationInput,
  type IngredientInput,
} from '@tavola/domain/menu-admin';
import { formatMoney } from '../../lib/format';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './loaded';
import { SaveCancelFooter, TextRow, VenueSelectRow, setServerFieldErrors } from './form-rows';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { IdChecks, useAllergenChoices, useMenuText } from './menu-texts';
import { FeaturesSection } from './features-section';

type Venue = { seatWebId: number; name: string };

export function VariationsPage({ venues, isOwner }: { venues: Venue[]; isOwner: boolean }) {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'groups'], queryFn: menuAdminApi.groups });
  const ingredients = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'ingredients'], queryFn: menuAdminApi.ingredients });
  const allergens = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'allergens'], queryFn: menuAdminApi.allergens });
  const menuText = useMenuText();
  const [group, setGroup] = useState<AdminGroupVariation | 'new' | null>(null);
  const [ingredient, setIngredient] = useState<AdminIngredient | 'new' | null>(null);
  const ingredientOf = (id: number) => ingredients.data?.find((i) => i.ingredientId === id);
  const allergenName = (id: number) => {
    const allergen = allergens.data?.find((a) => a.allergenId === id);
    return allergen ? menuText('allergen', id, 'description', allergen.description) : `#${id}`;
  };
  const venueName = (id: number | null) =>
    id === null ? t('companyWide') : (venues.find((v) => v.seatWebId === id)?.name ?? `#${id}`);
  const saved = () => {
    setGroup(null);
    setIngredient(null);
    void queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  };

  return (
    <Row className="g-3">
      <Col lg={6}>
        <section aria-labelledby="groups-heading">
          <div className="d-flex align-items-center mb-2">
            <h2 id="groups-heading" className="h4 me-auto mb-0">
              {t('variations.groups')}
            </h2>
            <Button onClick={() => setGroup('new')}>{t('variations.newGroup')}</Button>
          </div>
          <Loaded query={groups}>
            {(list) => (
              <ListGroup className="mb-3">
                {list.length === 0 && <ListGroup.Item className="text-muted">{t('empty')}</ListGroup.Item>}
                {list.map((g) => (
                  <ListGroup.Item
                    key={g.groupVariationId}
                    className="d-flex align-items-start gap-2"
                    data-testid={`group-${g.groupVariationId}`}
                  >
                    <div className="me-auto">
                      <strong>{g.description}</strong>{' '}
                      <span className="small text-muted">· {venueName(g.seatWebId)}</span>
                      <div className="small">{choiceRule(t, g.forceSelection, g.options.length)}</div>
                      <ul className="small mb-0 ps-3">
                        {g.options.map((o) => {
                          const i = ingredientOf(o.ingredientId);
                          return (
                            <li key={o.ingredientId}>
                              {i?.description ?? `#${o.ingredientId}`}{' '}
                              {i && i.unitPrice > 0 && <span className="text-muted">+{formatMoney(i.unitPrice)}</span>}
                              {i?.soldOut && (
                                <Badge bg="danger" className="ms-1">
                                  {t('products.soldOut')}
                                </Badge>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setGroup(g)}
                      aria-label={`${t('edit')}: ${g.description}`}
                    >
                      {t('edit')}
                    </Button>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Loaded>
        </section>
        <FeaturesSection isOwner={isOwner} />
      </Col>
      <Col lg={6} as="section" aria-labelledby="ingredients-heading">
        <div className="d-flex align-items-center mb-2">
          <h2 id="ingredients-heading" className="h4 me-auto mb-0">
            {t('variations.ingredients')}
          </h2>
          {isOwner && <Button onClick={() => setIngredient('new')}>{t('variations.newIngredient')}</Button>}
        </div>
        {!isOwner && <p className="small text-muted">{t('variations.ownerOnly')}</p>}
        <Loaded query={ingredients}>
          {(list) => (
            <ListGroup className="ingredient-list">
              {list.map((i) => (
                <ListGroup.Item
                  key={i.ingredientId}
                  className="d-flex align-items-center gap-2"
                  data-testid={`ingredient-${i.ingredientId}`}
                >
                  <span className="me-auto">
                    {i.description}
                    {i.properties === 1 && (
                      <Badge bg="secondary" className="ms-1">
                        {t('variations.notSelectable')}
                      </Badge>
                    )}
                    {i.allergenIds.length > 0 && (
                      <span className="d-block small text-muted">
                        {t('products.allergens')}: {i.allergenIds.map(allergenName).join(', ')}
                      </span>
                    )}
                  </span>
                  <span>{formatMoney(i.unitPrice)}</span>
                  {isOwner && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setIngredient(i)}
                      aria-label={`${t('edit')}: ${i.description}`}
                    >
                      {t('edit')}
                    </Button>
                  )}
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Loaded>
      </Col>
      {group && (
        <GroupForm
          group={group === 'new' ? null : group}
          venues={venues}
          ingredients={ingredients.data ?? []}
          onClose={() => setGroup(null)}
          onSaved={saved}
        />
      )}
      {ingredient && (
        <IngredientForm
          ingredient={ingredient === 'new' ? null : ingredient}
          onClose={() => setIngredient(null)}
          onSaved={saved}
        />
      )}
    </Row>
  );
}

/** The spec's groups have no min/max columns: forced means exactly one, optional any number. */
function choiceRule(t: TFunction<'menuAdmin'>, forced: boolean, options: number) {
  return forced ? t('variations.ruleForced') : t('variations.ruleOptional', { n: options });
}

function GroupForm(props: {
  group: AdminGroupVariation | null;
  venues: Venue[];
  ingredients: AdminIngredient[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const { group } = props;
  const [filter, setFilter] = useState('');
  const form = useForm<GroupVariationInput>({
    resolver: zodResolver(groupVariationInputSchema),
    defaultValues: group
      ? {
          description: group.description,
          forceSelection: group.forceSelection,
          seatWebId: group.seatWebId,
          options: group.options,
        }
      : { description: '', forceSelection: true, seatWebId: null, options: [] },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: GroupVariationInput) =>
      group
        ? menuAdminApi.updateGroup(group.groupVariationId, group.version, values)
        : menuAdminApi.createGroup(values),
    onSuccess: props.onSaved,
    onError: (error) => setServerFieldErrors(error, form),
  });
  const forced = form.watch('forceSelection');
  const chosenCount = form.watch('options').length;
  const shown = props.ingredients.filter((i) => i.description.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Modal show onHide={props.onClose} size="lg" fullscreen="md-down" aria-labelledby="group-form-title">
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton>
          <Modal.Title id="group-form-title">
            {group ? `${t('edit')}: ${group.description}` : t('variations.newGroup')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.error && (
            <Alert variant="danger" role="alert">
              {save.error.message}
            </Alert>
          )}
          <TextRow
            className="mb-3"
            id="group-description"
            label={t('variations.description')}
            error={text(errors.description?.message)}
            {...form.register('description')}
          />
          <Form.Check
            className="mb-1"
            id="group-forced"
            label={t('variations.forced')}
            {...form.register('forceSelection')}
          />
          <p className="small text-muted" aria-live="polite">
            {choiceRule(t, forced, chosenCount)}
          </p>
          <Controller
            control={form.control}
            name="seatWebId"
            render={({ field }) => (
              <VenueSelectRow
                id="group-venue"
                label={t('variations.venue')}
                value={field.value}
                venues={props.venues}
                onChange={field.onChange}
              />
            )}
          />
          <fieldset aria-describedby="group-options-help">
            <legend className="h6">{t('variations.options')}</legend>
            <p id="group-options-help" className="small text-muted mb-2">
              {t('variations.optionsHelp')}
            </p>
            {errors.options && (
              <div className="text-danger small" role="alert">
                {text(errors.options.message ?? errors.options.root?.message)}
              </div>
            )}
            <Form.Control
              className="mb-2"
              type="search"
              aria-label={t('variations.filter')}
              placeholder={t('variations.filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Controller
              control={form.control}
              name="options"
              render={({ field }) => (
                <div className="group-option-list">
                  {shown.map((i) => {
                    const chosen = field.value.find((o) => o.ingredientId === i.ingredientId);
                    return (
                      <div key={i.ingredientId} className="d-flex align-items-center gap-2 mb-1">
                        <Form.Check
                          id={`group-option-${i.ingredientId}`}
                          className="me-auto"
                          label={`${i.description} (+${formatMoney(i.unitPrice)})`}
                          checked={!!chosen}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, { ingredientId: i.ingredientId, priority: field.value.length + 1 }]
                                : field.value.filter((o) => o.ingredientId !== i.ingredientId),
                            )
                          }
                        />
                        {chosen && (
                          <Form.Control
                            type="number"
                            min={0}
                            style={{ width: '5rem' }}
                            aria-label={`${t('variations.priority')}: ${i.description}`}
                            value={chosen.priority}
                            onChange={(e) =>
                              field.onChange(
                                field.value.map((o) =>
                                  o.ingredientId === i.ingredientId ? { ...o, priority: Number(e.target.value) } : o,
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

function IngredientForm(props: { ingredient: AdminIngredient | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const { ingredient } = props;
  const allergens = useAllergenChoices();
  const form = useForm<IngredientInput>({
    resolver: zodResolver(ingredientInputSchema),
    defaultValues: ingredient
      ? {
          description: ingredient.description,
          unitPrice: ingredient.unitPrice,
          properties: ingredient.properties === 1 ? 1 : 0,
          priority: ingredient.priority,
          allergenIds: ingredient.allergenIds,
        }
      : { description: '', unitPrice: 0, properties: 0, priority: 0, allergenIds: [] },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: IngredientInput) =>
      ingredient
        ? menuAdminApi.updateIngredient(ingredient.ingredientId, ingredient.version, values)
        : menuAdminApi.createIngredient(values),
    onSuccess: props.onSaved,
    onError: (error) => setServerFieldErrors(error, form),
  });
  return (
    <Modal show onHide={props.onClose} fullscreen="md-down" aria-labelledby="ingredient-form-title">
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton>
          <Modal.Title id="ingredient-form-title">
            {ingredient ? `${t('edit')}: ${ingredient.description}` : t('variations.newIngredient')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.error && (
            <Alert variant="danger" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Row className="g-2">
            <Col md={12}>
              <TextRow
                id="ingredient-description"
                label={t('variations.description')}
                error={text(errors.description?.message)}
                {...form.register('description')}
              />
            </Col>
            <Col md={6}>
              <TextRow
                id="ingredient-price"
                label={t('variations.price')}
                error={text(errors.unitPrice?.message)}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...form.register('unitPrice', { valueAsNumber: true })}
              />
            </Col>
            <Col md={6}>
              <TextRow
                id="ingredient-priority"
                label={t('variations.priority')}
                error={text(errors.priority?.message)}
                type="number"
                min="0"
                {...form.register('priority', { valueAsNumber: true })}
              />
            </Col>
            <Col md={12}>
              <Controller
                control={form.control}
                name="properties"
                render={({ field }) => (
                  <Form.Check
                    id="ingredient-disabled"
                    label={t('variations.disabled')}
                    checked={field.value === 1}
                    onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
                  />
                )}
              />
            </Col>
          </Row>
          <Controller
            control={form.control}
            name="allergenIds"
            render={({ field }) => (
              <IdChecks
                idPrefix="ingredient-allergen"
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
        </Modal.Body>
        <SaveCancelFooter onCancel={props.onClose} pending={save.isPending} />
      </Form>
    </Modal>
  );
}
