// Team (the members and invitations): the owner
// invites with a role and venues, changes roles, disables and gives access back; a manager
// reads the list. The API decides what each role may do; this screen hides what it cannot.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  STAFF_ROLES,
  staffInviteSchema,
  type StaffInvite,
  type StaffMember,
  type StaffMemberSummary,
  type StaffRole,
} from '@tavola/domain/staff';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './loaded';
import { COMPANY_ADMIN_KEY, companyAdminApi } from './company-admin-api';
import { companyAdminNs } from './company-admin-copy';

const KEY = [...COMPANY_ADMIN_KEY, 'members'];
type Venue = StaffMember['venues'][number];

export function TeamPage({ me }: { me: StaffMember }) {
  const { t } = useTranslation(companyAdminNs);
  const members = useQuery({ queryKey: KEY, queryFn: companyAdminApi.members });
  const owner = me.role === 'owner';
  return (
    <section aria-labelledby="team-heading">
      <h1 id="team-heading" className="h3">
        {t('team.heading')}
      </h1>
      <p className="text-muted">{t('team.intro')}</p>
      {!owner && <Alert variant="info">{t('team.readOnly')}</Alert>}
      <Loaded query={members}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('team.none')}</p>
          ) : (
            <ListGroup className="mb-4">
              {list.map((m) => (
                <MemberRow
                  key={m.staffMemberId}
                  member={m}
                  me={me}
                  venues={me.venues}
                  canEdit={owner && m.staffMemberId !== me.staffMemberId}
                />
              ))}
            </ListGroup>
          )
        }
      </Loaded>
      {owner && <InviteForm venues={me.venues} />}
    </section>
  );
}

function MemberRow({
  member,
  me,
  venues,
  canEdit,
}: {
  member: StaffMemberSummary;
  me: StaffMember;
  venues: Venue[];
  canEdit: boolean;
}) {
  const { t } = useTranslation(companyAdminNs);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [seatWebIds, setSeatWebIds] = useState<number[]>(member.seatWebIds);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
  });
  const venueNames =
    member.role === 'owner'
      ? t('team.allVenues')
      : member.seatWebIds.map((id) => venues.find((v) => v.seatWebId === id)?.name ?? `#${id}`).join(', ');
  const status = member.disabled ? t('team.disabled') : member.invited ? t('team.invited') : t('team.active');
  const id = `member-${member.staffMemberId}`;

  return (
    <ListGroup.Item as="article" aria-labelledby={`${id}-name`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <div id={`${id}-name`} className="fw-semibold">
            {member.name}{' '}
            {member.staffMemberId === me.staffMemberId && <span className="text-muted">{t('team.you')}</span>}
          </div>
          <div className="small text-muted">{member.email}</div>
          <div className="small">
            {t(`team.roles.${member.role}`)} · {venueNames}
          </div>
        </div>
        <Badge
          bg={member.disabled ? 'secondary' : member.invited ? 'warning' : 'success'}
          text={member.invited && !member.disabled ? 'dark' : undefined}
        >
          {status}
        </Badge>
        {canEdit && (
          <>
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={`${t('team.changeRole')}: ${member.name}`}
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {t('team.changeRole')}
            </Button>
            {member.disabled ? (
              <Button
                size="sm"
                variant="outline-success"
                aria-label={`${t('team.enable')}: ${member.name}`}
                onClick={() => act.mutate(() => companyAdminApi.enable(member.staffMemberId))}
              >
                {t('team.enable')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`${t('team.disable')}: ${member.name}`}
                onClick={() => act.mutate(() => companyAdminApi.disable(member.staffMemberId))}
              >
                {t('team.disable')}
              </Button>
            )}
          </>
        )}
      </div>
      {act.error && (
        <Alert variant="danger" className="mt-2 mb-0">
          {act.error.message}
        </Alert>
      )}
      {editing && (
        <Form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate(() =>
              companyAdminApi.updateMember(member.staffMemberId, {
                role,
                seatWebIds: role === 'owner' ? [] : seatWebIds,
              }),
            );
          }}
        >
          <RoleAndVenues
            idPrefix={id}
            role={role}
            onRole={setRole}
            seatWebIds={seatWebIds}
            onVenues={setSeatWebIds}
            venues={venues}
          />
          <div className="d-flex gap-2">
            <Button type="submit" size="sm" disabled={act.isPending}>
              {t('team.saveRole')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setEditing(false)}>
              {t('team.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </ListGroup.Item>
  );
}

function RoleAndVenues(props: {
  idPrefix: string;
  role: StaffRole;
  onRole: (r: StaffRole) => void;
  seatWebIds: number[];
  onVenues: (ids: number[]) => void;
  venues: Venue[];
  error?: string;
}) {
  const { t } = useTranslation(companyAdminNs);
  return (
    <Row className="g-2 mb-2">
      <Col md={4}>
        <Form.Group controlId={`${props.idPrefix}-role`}>
          <Form.Label>{t('team.role')}</Form.Label>
          <Form.Select value={props.role} onChange={(e) => props.onRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`team.roles.${r}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      {props.role !== 'owner' && (
        <Col md={8}>
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('team.venues')}</legend>
            {props.venues.map((v) => (
              <Form.Check
                key={v.seatWebId}
                inline
                id={`${props.idPrefix}-venue-${v.seatWebId}`}
                label={v.name}
                checked={props.seatWebIds.includes(v.seatWebId)}
                onChange={(e) =>
                  props.onVenues(
                    e.target.checked
                      ? [...props.seatWebIds, v.seatWebId]
                      : props.seatWebIds.filter((id) => id !== v.seatWebId),
                  )
                }
              />
            ))}
            {props.error && <div className="text-danger small">{props.error}</div>}
          </fieldset>
        </Col>
      )}
    </Row>
  );
}

function InviteForm({ venues }: { venues: Venue[] }) {
  const { t, i18n } = useTranslation(companyAdminNs);
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const blank: StaffInvite = {
    email: '',
    name: '',
    role: 'staff',
    seatWebIds: [],
    language: i18n.language === 'en' ? 'en' : 'it',
  };
  const form = useForm<z.input<typeof staffInviteSchema>, unknown, StaffInvite>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: blank,
  });
  const errors = form.formState.errors;
  const invite = useMutation({
    mutationFn: (values: StaffInvite) => companyAdminApi.invite(values),
    onSuccess: (member) => {
      setDone(member.email);
      form.reset(blank);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <Card as="section" aria-labelledby="invite-heading">
      <Card.Body>
        <h2 id="invite-heading" className="h5">
          {t('team.inviteHeading')}
        </h2>
        <Form
          noValidate
          onSubmit={form.handleSubmit((v) => {
            setDone(null);
            invite.mutate(v);
          })}
        >
          <Row className="g-2">
            <Col md={6}>
              <Form.Group className="mb-2" controlId="invite-name">
                <Form.Label>{t('team.name')}</Form.Label>
                <Form.Control {...form.register('name')} autoComplete="off" isInvalid={!!errors.name} />
                <Form.Control.Feedback type="invalid">{text(errors.name?.message)}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-2" controlId="invite-email">
                <Form.Label>{t('team.email')}</Form.Label>
                <Form.Control type="email" {...form.register('email')} autoComplete="off" isInvalid={!!errors.email} />
                <Form.Control.Feedback type="invalid">{text(errors.email?.message)}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          <Controller
            control={form.control}
            name="role"
            render={({ field: roleField }) => (
              <Controller
                control={form.control}
                name="seatWebIds"
                render={({ field: venuesField }) => (
                  <RoleAndVenues
                    idPrefix="invite"
                    role={roleField.value}
                    onRole={roleField.onChange}
                    seatWebIds={venuesField.value ?? []}
                    onVenues={venuesField.onChange}
                    venues={venues}
                    error={text(errors.seatWebIds?.message)}
                  />
                )}
              />
            )}
          />
          <Form.Group className="mb-3" controlId="invite-language" style={{ maxWidth: '16rem' }}>
            <Form.Label>{t('team.language')}</Form.Label>
            <Form.Select {...form.register('language')}>
              <option value="it">Italiano</option>
              <option value="en">English</option>
            </Form.Select>
          </Form.Group>
          <Button type="submit" disabled={invite.isPending}>
            {t('team.invite')}
          </Button>
          <div aria-live="polite" className="mt-2">
            {done && <Alert variant="success">{t('team.invitedDone', { email: done })}</Alert>}
            {invite.error && <Alert variant="danger">{invite.error.message}</Alert>}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
