// Menus and their publication (spec 000 §3 flags): name, venue or every venue,
// order types, enabled, display order.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, ListGroup, Modal, Row } from 'react-bootstrap';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { ExtraFieldSubtype, ExtraFieldType } from '@tavola/domain/enums';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { menuWebInputSchema, type AdminMenuWeb, type MenuWebInput } from '@tavola/domain/menu-admin';
import { useValidationMessage } from '../../lib/use-validation-message';
import { useStaffMe } from '../staff-board';
import { Loaded } from './loaded';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { SaveCancelFooter, TextRow, VenueSelectRow } from './form-rows';

const FLAGS = [
  MenuPublicationStatus.DigitalMenu,
  MenuPublicationStatus.LocalOrder,
  MenuPublicationStatus.TakeAwayMenu,
  MenuPublicationStatus.DeliveryMenu,
];

const inputOf = (m: AdminMenuWeb): MenuWebInput => ({
  displayDescription: m.displayDescription,
  description: m.description,
  extendedDescription: m.extendedDescription,
  seatWebId: m.seatWebId,
  publicationStatus: m.publicationStatus,
  enabled: m.enabled,
  timeFrameWebIds: m.timeFrameWebIds,
  extraFields: m.extraFields,
});

export function MenusPage() {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const menus = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'menus'], queryFn: menuAdminApi.menus });
  const [editing, setEditing] = useState<AdminMenuWeb | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  const act = useMutation({ mutationFn: async (run: () => Promise<unknown>) => run(), onSettled: refresh });
  const venueName = (id: number | null) =>
    id === null ? t('companyWide') : (me.data?.venues.find((v) => v.seatWebId === id)?.name ?? `#${id}`);

  return (
    <section aria-labelledby="menus-heading">
      <div className="d-flex align-items-center mb-2">
        <h2 id="menus-heading" className="h4 me-auto mb-0">
          {t('menus.heading')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('menus.add')}</Button>
      </div>
      {act.error && <Alert variant="danger">{act.error.message}</Alert>}
      <Loaded query={menus}>
        {(list) => (
          <ListGroup>
            {list.map((m, index) => (
              <ListGroup.Item key={m.menuWebId} className="d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">
                  <strong>{m.displayDescription}</strong> <span className="text-muted">· {venueName(m.seatWebId)}</span>{' '}
                  {FLAGS.filter((f) => m.publicationStatus & f).map((f) => (
                    <Badge key={f} bg="light" text="dark" className="me-1">
                      {t('menus.flags', { returnObjects: true })[f]}
                    </Badge>
                  ))}
                </span>
                <Form.Check
                  type="switch"
                  id={`menu-enabled-${m.menuWebId}`}
                  label={t('menus.enabled')}
                  checked={m.enabled}
                  onChange={(e) =>
                    act.mutate(() =>
                      menuAdminApi.updateMenu(m.menuWebId, m.version, { ...inputOf(m), enabled: e.target.checked }),
                    )
                  }
                />
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === 0}
                  aria-label={`${t('moveUp')}: ${m.displayDescription}`}
                  onClick={() => act.mutate(() => menuAdminApi.reorderMenus(swap(list, index, -1)))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === list.length - 1}
                  aria-label={`${t('moveDown')}: ${m.displayDescription}`}
                  onClick={() => act.mutate(() => menuAdminApi.reorderMenus(swap(list, index, 1)))}
                >
                  ↓
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => setEditing(m)}>
                  {t('edit')}
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Loaded>
      {editing && (
        <MenuForm
          menu={editing === 'new' ? null : editing}
          venues={me.data?.venues ?? []}
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

function swap(list: AdminMenuWeb[], index: number, delta: number): number[] {
  const ids = list.map((m) => m.menuWebId);
  const [id] = ids.splice(index, 1);
  ids.splice(index + delta, 0, id);
  return ids;
}

function MenuForm(props: {
  menu: AdminMenuWeb | null;
  venues: { seatWebId: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const form = useForm<MenuWebInput>({
    resolver: zodResolver(menuWebInputSchema),
    defaultValues: props.menu
      ? inputOf(props.menu)
      : {
          displayDescription: '',
          description: '',
          extendedDescription: '',
          seatWebId: null,
          publicationStatus: MenuPublicationStatus.DigitalMenu,
          enabled: true,
          timeFrameWebIds: [],
          extraFields: [],
        },
  });
  const errors = form.formState.errors;
  const timeFrames = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'timeFrames'], queryFn: menuAdminApi.timeFrames });
  const save = useMutation({
    mutationFn: (values: MenuWebInput) =>
      props.menu
        ? menuAdminApi.updateMenu(props.menu.menuWebId, props.menu.version, values)
        : menuAdminApi.createMenu(values),
    onSuccess: props.onSaved,
  });
  return (
    <Modal show onHide={props.onClose} size="lg" fullscreen="md-down" aria-labelledby="menu-form-title">
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton>
          <Modal.Title id="menu-form-title">{props.menu ? props.menu.displayDescription : t('menus.add')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.error && <Alert variant="danger">{save.error.message}</Alert>}
          <TextRow
            className="mb-3"
            id="menu-display"
            label={t('menus.displayDescription')}
            error={text(errors.displayDescription?.message)}
            {...form.register('displayDescription')}
          />
          <TextRow
            className="mb-3"
            id="menu-description"
            label={t('menus.description')}
            error={text(errors.description?.message)}
            {...form.register('description')}
          />
          <TextRow
            className="mb-3"
            id="menu-extended"
            label={t('menus.extendedDescription')}
            error={text(errors.extendedDescription?.message)}
            as="textarea"
            rows={2}
            {...form.register('extendedDescription')}
          />
          <Controller
            control={form.control}
            name="seatWebId"
            render={({ field }) => (
              <VenueSelectRow
                id="menu-venue"
                label={t('menus.venue')}
                value={field.value}
                venues={props.venues}
                onChange={field.onChange}
              />
            )}
          />
          <fieldset className="mb-3">
            <legend className="h6">{t('menus.publication')}</legend>
            <Controller
              control={form.control}
              name="publicationStatus"
              render={({ field }) => (
                <>
                  {FLAGS.map((f) => (
                    <Form.Check
                      key={f}
                      id={`flag-${f}`}
                      label={t('menus.flags', { returnObjects: true })[f]}
                      checked={(field.value & f) !== 0}
                      onChange={(e) => field.onChange(e.target.checked ? field.value | f : field.value & ~f)}
                    />
                  ))}
                </>
              )}
            />
            {errors.publicationStatus && (
              <div className="text-danger small">{text(errors.publicationStatus.message)}</div>
            )}
          </fieldset>
          <Form.Check id="menu-enabled" className="mb-3" label={t('menus.enabled')} {...form.register('enabled')} />
          <fieldset className="mb-3">
            <legend className="h6">{t('menus.timeFrames')}</legend>
            <Controller
              control={form.control}
              name="timeFrameWebIds"
              render={({ field }) => (
                <>
                  {(timeFrames.data ?? []).map((f) => (
                    <Form.Check
                      key={f.timeFrameWebId}
                      id={`frame-${f.timeFrameWebId}`}
                      label={`${props.venues.find((v) => v.seatWebId === f.seatWebId)?.name ?? f.seatWebId} · ${f.description} ${f.beginTime}-${f.endTime}`}
                      checked={field.value.includes(f.timeFrameWebId)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...field.value, f.timeFrameWebId]
                            : field.value.filter((id) => id !== f.timeFrameWebId),
                        )
                      }
                    />
                  ))}
                </>
              )}
            />
            {errors.timeFrameWebIds && <div className="text-danger small">{text(errors.timeFrameWebIds.message)}</div>}
          </fieldset>
          <ExtraFieldsEditor form={form} />
        </Modal.Body>
        <SaveCancelFooter onCancel={props.onClose} pending={save.isPending} />
      </Form>
    </Modal>
  );
}

/** Extra questions (spec 000 §3): position 1..5 fills the order's extraField{n}; every type and subtype. */
function ExtraFieldsEditor({ form }: { form: UseFormReturn<MenuWebInput> }) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extraFields' });
  const errors = form.formState.errors.extraFields;
  const freePosition = () =>
    [1, 2, 3, 4, 5].find((p) => !form.getValues('extraFields').some((f) => f.position === p)) ?? 5;
  return (
    <fieldset>
      <legend className="h6">{t('menus.extraFields')}</legend>
      {errors?.message && <div className="text-danger small">{text(errors.message)}</div>}
      {fields.map((field, index) => {
        const e = errors?.[index];
        return (
          <Card key={field.id} body className="mb-2">
            <Row className="g-2">
              <Col xs={4} md={2}>
                <Form.Label htmlFor={`xf-position-${index}`}>{t('menus.position')}</Form.Label>
                <Form.Select
                  id={`xf-position-${index}`}
                  {...form.register(`extraFields.${index}.position`, { valueAsNumber: true })}
                >
                  {[1, 2, 3, 4, 5].map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col xs={8} md={10}>
                <Form.Label htmlFor={`xf-caption-${index}`}>{t('menus.caption')}</Form.Label>
                <Form.Control
                  id={`xf-caption-${index}`}
                  {...form.register(`extraFields.${index}.caption`)}
                  isInvalid={!!e?.caption}
                />
                <Form.Control.Feedback type="invalid">{text(e?.caption?.message)}</Form.Control.Feedback>
              </Col>
              <Col md={4}>
                <Form.Label htmlFor={`xf-type-${index}`}>{t('menus.type')}</Form.Label>
                <Form.Select
                  id={`xf-type-${index}`}
                  {...form.register(`extraFields.${index}.type`, { valueAsNumber: true })}
                >
                  {Object.values(ExtraFieldType).map((type) => (
                    <option key={type} value={type}>
                      {t('menus.types', { returnObjects: true })[type]}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col md={4}>
                <Form.Label htmlFor={`xf-subtype-${index}`}>{t('menus.subtype')}</Form.Label>
                <Form.Select
                  id={`xf-subtype-${index}`}
                  {...form.register(`extraFields.${index}.subtype`, { valueAsNumber: true })}
                >
                  {Object.values(ExtraFieldSubtype).map((subtype) => (
                    <option key={subtype} value={subtype}>
                      {t('menus.subtypes', { returnObjects: true })[subtype]}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              <Col md={4}>
                <Form.Label htmlFor={`xf-max-${index}`}>{t('menus.maxLength')}</Form.Label>
                <Form.Control
                  id={`xf-max-${index}`}
                  type="number"
                  min={1}
                  {...form.register(`extraFields.${index}.maxLength`, {
                    setValueAs: (v) => (v === '' || v === null ? null : Number(v)),
                  })}
                  isInvalid={!!e?.maxLength}
                />
                <Form.Control.Feedback type="invalid">{text(e?.maxLength?.message)}</Form.Control.Feedback>
              </Col>
              <Col md={6}>
                <Form.Label htmlFor={`xf-rex-${index}`}>{t('menus.rexValidate')}</Form.Label>
                <Form.Control
                  id={`xf-rex-${index}`}
                  {...form.register(`extraFields.${index}.rexValidate`)}
                  isInvalid={!!e?.rexValidate}
                />
                <Form.Control.Feedback type="invalid">{text(e?.rexValidate?.message)}</Form.Control.Feedback>
              </Col>
              <Col md={6} className="d-flex align-items-end">
                <Form.Check
                  id={`xf-required-${index}`}
                  label={t('menus.required')}
                  {...form.register(`extraFields.${index}.required`)}
                />
              </Col>
              <Col md={12}>
                <Form.Label htmlFor={`xf-values-${index}`}>{t('menus.values')}</Form.Label>
                <Controller
                  control={form.control}
                  name={`extraFields.${index}.values`}
                  render={({ field: values }) => (
                    <ValuesInput
                      id={`xf-values-${index}`}
                      value={values.value}
                      onChange={values.onChange}
                      invalid={!!e?.values}
                    />
                  )}
                />
                {e?.values && (
                  <div className="text-danger small">
                    {text(e.values.message ?? (e.values as unknown as { root?: { message?: string } }).root?.message)}
                  </div>
                )}
              </Col>
              <Col xs={12} className="text-end">
                <Button size="sm" variant="outline-danger" onClick={() => remove(index)}>
                  {t('remove')}
                </Button>
              </Col>
            </Row>
          </Card>
        );
      })}
      {fields.length < 5 && (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() =>
            append({
              position: freePosition(),
              required: false,
              caption: '',
              type: ExtraFieldType.FreeText,
              subtype: ExtraFieldSubtype.Generic,
              maxLength: null,
              values: [],
              rexValidate: null,
            })
          }
        >
          {t('menus.addExtraField')}
        </Button>
      )}
    </fieldset>
  );
}

/** 'value = caption' lines, kept as typed until they parse. */
function ValuesInput(props: {
  id: string;
  value: { value: string; caption: string }[];
  onChange: (v: { value: string; caption: string }[]) => void;
  invalid: boolean;
}) {
  const [draft, setDraft] = useState(() => props.value.map((v) => `${v.value} = ${v.caption}`).join('\n'));
  return (
    <Form.Control
      as="textarea"
      rows={3}
      id={props.id}
      value={draft}
      isInvalid={props.invalid}
      onChange={(e) => {
        setDraft(e.target.value);
        props.onChange(
          e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => {
              const [value, ...caption] = line.split('=');
              return { value: value.trim(), caption: (caption.join('=') || value).trim() };
            }),
        );
      }}
    />
  );
}
