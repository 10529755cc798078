// Menus and their publication (issue #12, spec 000 §3 flags): name, venue or every venue,
// order types, enabled, display order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form, ListGroup, Modal } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { menuWebInputSchema, type AdminMenuWeb, type MenuWebInput } from '@tavola/domain/menu-admin';
import { useValidationMessage } from '../../lib/use-validation-message';
import { useStaffMe } from '../staff-board/staff-app';
import { Loaded } from './back-office-menus-app';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { useMenuAdminCopy } from './menu-admin-copy';

const FLAGS = [MenuPublicationStatus.DigitalMenu, MenuPublicationStatus.LocalOrder, MenuPublicationStatus.TakeAwayMenu, MenuPublicationStatus.DeliveryMenu];

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
  const copy = useMenuAdminCopy();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const menus = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'menus'], queryFn: menuAdminApi.menus });
  const [editing, setEditing] = useState<AdminMenuWeb | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  const act = useMutation({ mutationFn: async (run: () => Promise<unknown>) => run(), onSettled: refresh });
  const venueName = (id: number | null) => (id === null ? copy.companyWide : (me.data?.venues.find((v) => v.seatWebId === id)?.name ?? `#${id}`));

  return (
    <section aria-labelledby="menus-heading">
      <div className="d-flex align-items-center mb-2">
        <h2 id="menus-heading" className="h4 me-auto mb-0">
          {copy.menus.heading}
        </h2>
        <Button onClick={() => setEditing('new')}>{copy.menus.add}</Button>
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
                      {copy.menus.flags[f]}
                    </Badge>
                  ))}
                </span>
                <Form.Check
                  type="switch"
                  id={`menu-enabled-${m.menuWebId}`}
                  label={copy.menus.enabled}
                  checked={m.enabled}
                  onChange={(e) => act.mutate(() => menuAdminApi.updateMenu(m.menuWebId, m.version, { ...inputOf(m), enabled: e.target.checked }))}
                />
                <Button size="sm" variant="outline-secondary" disabled={index === 0} aria-label={`${copy.moveUp}: ${m.displayDescription}`} onClick={() => act.mutate(() => menuAdminApi.reorderMenus(swap(list, index, -1)))}>
                  ↑
                </Button>
                <Button size="sm" variant="outline-secondary" disabled={index === list.length - 1} aria-label={`${copy.moveDown}: ${m.displayDescription}`} onClick={() => act.mutate(() => menuAdminApi.reorderMenus(swap(list, index, 1)))}>
                  ↓
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => setEditing(m)}>
                  {copy.edit}
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Loaded>
      <Card body className="mt-3 text-muted small">
        {copy.menus.extraFields}
      </Card>
      {editing && <MenuForm menu={editing === 'new' ? null : editing} venues={me.data?.venues ?? []} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void refresh(); }} />}
    </section>
  );
}

function swap(list: AdminMenuWeb[], index: number, delta: number): number[] {
  const ids = list.map((m) => m.menuWebId);
  const [id] = ids.splice(index, 1);
  ids.splice(index + delta, 0, id);
  return ids;
}

function MenuForm(props: { menu: AdminMenuWeb | null; venues: { seatWebId: number; name: string }[]; onClose: () => void; onSaved: () => void }) {
  const copy = useMenuAdminCopy();
  const text = useValidationMessage();
  const form = useForm<MenuWebInput>({
    resolver: zodResolver(menuWebInputSchema),
    defaultValues: props.menu
      ? inputOf(props.menu)
      : { displayDescription: '', description: '', extendedDescription: '', seatWebId: null, publicationStatus: MenuPublicationStatus.DigitalMenu, enabled: true, timeFrameWebIds: [], extraFields: [] },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: MenuWebInput) => (props.menu ? menuAdminApi.updateMenu(props.menu.menuWebId, props.menu.version, values) : menuAdminApi.createMenu(values)),
    onSuccess: props.onSaved,
  });
  return (
    <Modal show onHide={props.onClose} fullscreen="md-down" aria-labelledby="menu-form-title">
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton>
          <Modal.Title id="menu-form-title">{props.menu ? props.menu.displayDescription : copy.menus.add}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.error && <Alert variant="danger">{save.error.message}</Alert>}
          <Form.Group className="mb-3" controlId="menu-display">
            <Form.Label>{copy.menus.displayDescription}</Form.Label>
            <Form.Control {...form.register('displayDescription')} isInvalid={!!errors.displayDescription} />
            <Form.Control.Feedback type="invalid">{text(errors.displayDescription?.message)}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="menu-description">
            <Form.Label>{copy.menus.description}</Form.Label>
            <Form.Control {...form.register('description')} isInvalid={!!errors.description} />
            <Form.Control.Feedback type="invalid">{text(errors.description?.message)}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="menu-extended">
            <Form.Label>{copy.menus.extendedDescription}</Form.Label>
            <Form.Control as="textarea" rows={2} {...form.register('extendedDescription')} isInvalid={!!errors.extendedDescription} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="menu-venue">
            <Form.Label>{copy.menus.venue}</Form.Label>
            <Controller
              control={form.control}
              name="seatWebId"
              render={({ field }) => (
                <Form.Select value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}>
                  <option value="">{copy.companyWide}</option>
                  {props.venues.map((v) => (
                    <option key={v.seatWebId} value={v.seatWebId}>
                      {v.name}
                    </option>
                  ))}
                </Form.Select>
              )}
            />
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="h6">{copy.menus.publication}</legend>
            <Controller
              control={form.control}
              name="publicationStatus"
              render={({ field }) => (
                <>
                  {FLAGS.map((f) => (
                    <Form.Check key={f} id={`flag-${f}`} label={copy.menus.flags[f]} checked={(field.value & f) !== 0} onChange={(e) => field.onChange(e.target.checked ? field.value | f : field.value & ~f)} />
                  ))}
                </>
              )}
            />
            {errors.publicationStatus && <div className="text-danger small">{text(errors.publicationStatus.message)}</div>}
          </fieldset>
          <Form.Check id="menu-enabled" label={copy.menus.enabled} {...form.register('enabled')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
