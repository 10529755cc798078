// The restaurant's screens under /staff, loaded lazily by the router so none of it
// weighs on a diner's first load. They need no diner session: the staff session is a cookie.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form, ListGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MAX_LENGTH } from '@tavola/domain/form-fields';
import {
  mayUse,
  staffInvitationQuerySchema,
  staffInviteFormSchema,
  type StaffInvitation,
  type StaffInviteForm,
} from '@tavola/domain/staff';
import { Loading } from '../../components/query-states';
import { useValidationMessage } from '../../lib/use-validation-message';
import { BookingBoardPage } from './booking-board-page';
import { OrderBoardPage } from './order-board-page';
import { pageAfterSignIn } from './sign-in-return';
import { SignedStaff } from './signed-staff';
import { staffApi } from './staff-api';
import { staffBoardNs } from './staff-copy';
import { ME_KEY, useStaffMe } from './staff-me';
import { StaffNavigation } from './staff-navigation';
import './staff.css';

export function StaffApp() {
  return (
    <div className="staff-app">
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="invite" element={<InvitePage />} />
        <Route path="venues/:seatWebId/orders" element={<SignedStaff>{() => <OrderBoardPage />}</SignedStaff>} />
        <Route path="venues/:seatWebId/bookings" element={<SignedStaff>{() => <BookingBoardPage />}</SignedStaff>} />
        <Route path="*" element={<SignedStaff>{() => <VenuePicker />}</SignedStaff>} />
      </Routes>
    </div>
  );
}

function SignInPage() {
  const { t } = useTranslation(staffBoardNs);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState(params.get('company') ?? localStorage.getItem('tavola_staff_company') ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: staffApi.signIn,
    onSuccess: (member) => {
      localStorage.setItem('tavola_staff_company', member.companyUrlName);
      queryClient.setQueryData(ME_KEY, member);
      // Back to the page that asked for the sign-in, else the venue's board or the picker.
      const next = pageAfterSignIn(params.get('next'));
      void navigate(
        next ?? (member.venues.length === 1 ? `/staff/venues/${member.venues[0].seatWebId}/orders` : '/staff'),
        { replace: true },
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ company: company.trim(), email: email.trim(), password });
  };
  return (
    <Container className="staff-narrow py-4">
      <h1 className="h3 mb-3">{t('signIn.heading')}</h1>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="staff-company">
          <Form.Label>{t('signIn.company')}</Form.Label>
          <Form.Control
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            autoComplete="organization"
            required
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-email">
          <Form.Label>{t('signIn.email')}</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="username"
            required
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-password">
          <Form.Label>{t('signIn.password')}</Form.Label>
          <Form.Control
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
        </Form.Group>
        {signIn.error && (
          <Alert variant="danger" role="alert">
            {signIn.error.message || t('signIn.failed')}
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-100" disabled={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Form>
    </Container>
  );
}

function InvitePage() {
  const { t } = useTranslation(staffBoardNs);
  const [params] = useSearchParams();
  const staffMemberId = Number(params.get('member'));
  const checkCode = params.get('code') ?? '';
  const link = staffInvitationQuerySchema.safeParse({ staffMemberId, checkCode });
  // Whom the link is for, asked before anything is chosen: the page names the restaurant and the e-mail.
  const invitation = useQuery({
    queryKey: ['staff', 'invitation', staffMemberId, checkCode],
    queryFn: () => staffApi.invitation({ staffMemberId, checkCode }),
    enabled: link.success,
    retry: false,
    staleTime: Infinity,
  });
  if (!link.success)
    return (
      <Container as="main" className="staff-narrow py-4">
        <Alert variant="danger">{t('invite.invalid')}</Alert>
      </Container>
    );
  return (
    <Container as="main" className="staff-narrow py-4">
      {invitation.isPending ? (
        <Loading label={t('loading')} />
      ) : invitation.isError ? (
        <>
          <Alert variant="danger" role="alert">
            {invitation.error.message}
          </Alert>
          <Link
            to={`/staff/sign-in${params.get('company') ? `?company=${encodeURIComponent(params.get('company')!)}` : ''}`}
          >
            {t('invite.signIn')}
          </Link>
        </>
      ) : (
        <InviteForm staffMemberId={staffMemberId} checkCode={checkCode} invitation={invitation.data} />
      )}
    </Container>
  );
}

function InviteForm({
  staffMemberId,
  checkCode,
  invitation,
}: {
  staffMemberId: number;
  checkCode: string;
  invitation: StaffInvitation;
}) {
  const { t } = useTranslation(staffBoardNs);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validation = useValidationMessage();
  const form = useForm<StaffInviteForm>({
    resolver: zodResolver(staffInviteFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const accept = useMutation({
    mutationFn: staffApi.acceptInvite,
    onSuccess: (member) => {
      queryClient.setQueryData(ME_KEY, member);
      void navigate('/staff', { replace: true });
    },
  });
  return (
    <>
      <h1 className="h3 mb-2">{t('invite.heading', { company: invitation.companyName })}</h1>
      <p>{t('invite.intro', { name: invitation.name })}</p>
      <Form
        noValidate
        onSubmit={form.handleSubmit(({ password }) => accept.mutate({ staffMemberId, checkCode, password }))}
      >
        <Form.Group className="mb-3" controlId="staff-invite-email">
          <Form.Label>{t('invite.email')}</Form.Label>
          {/* Read-only, and named username so a password manager saves the new password under it. */}
          <Form.Control type="email" value={invitation.email} readOnly plaintext autoComplete="username" />
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-new-password">
          <Form.Label>{t('invite.password', { min: PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH })}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX_LENGTH}
            isInvalid={!!errors.password}
            aria-describedby={errors.password ? 'staff-new-password-error' : undefined}
            {...form.register('password')}
          />
          <Form.Control.Feedback type="invalid" id="staff-new-password-error">
            {validation(errors.password?.message)}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-confirm-password">
          <Form.Label>{t('invite.confirm')}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX_LENGTH}
            isInvalid={!!errors.confirmPassword}
            aria-describedby={errors.confirmPassword ? 'staff-confirm-password-error' : undefined}
            {...form.register('confirmPassword')}
          />
          <Form.Control.Feedback type="invalid" id="staff-confirm-password-error">
            {validation(errors.confirmPassword?.message)}
          </Form.Control.Feedback>
        </Form.Group>
        {accept.error && (
          <Alert variant="danger" role="alert">
            {accept.error.message}
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-100" disabled={accept.isPending}>
          {t('invite.submit')}
        </Button>
      </Form>
    </>
  );
}

function VenuePicker() {
  const { t } = useTranslation(staffBoardNs);
  const me = useStaffMe();
  const member = me.data;
  const venues = member?.venues ?? [];
  const owner = member ? mayUse(member, 'setup') : false;
  // A new restaurant's owner (no venue yet) starts from the setup checklist.
  const setup = useQuery({ queryKey: ['staff', 'setup'], queryFn: staffApi.setup, enabled: owner, staleTime: 30_000 });
  if (owner && setup.data && !setup.data.steps.find((s) => s.step === 'venue')?.done)
    return <Navigate to="/staff/setup" replace />;
  const settings = member ? mayUse(member, 'venueSettings') : false;
  return (
    <>
      <StaffNavigation />
      <Container as="main" className="staff-narrow py-4">
        <h1 className="h3 mb-3">{t('venues.heading')}</h1>
        {venues.length === 0 ? (
          <Alert variant="info">{t('venues.none')}</Alert>
        ) : (
          <ListGroup>
            {venues.map((v) => (
              <ListGroup.Item key={v.seatWebId} className="py-3 d-flex flex-wrap align-items-center gap-2">
                <span className="fs-5 me-auto">{v.name}</span>
                <Link
                  className="btn btn-primary"
                  to={`/staff/venues/${v.seatWebId}/orders`}
                  aria-label={`${v.name} — ${t('venues.orders')}`}
                >
                  {t('venues.orders')}
                </Link>
                <Link
                  className="btn btn-outline-primary"
                  to={`/staff/venues/${v.seatWebId}/bookings`}
                  aria-label={`${v.name} — ${t('bookings.link')}`}
                >
                  {t('bookings.link')}
                </Link>
                {settings && (
                  <>
                    <Link
                      className="btn btn-outline-secondary"
                      to={`/staff/venues/${v.seatWebId}/hours`}
                      aria-label={`${v.name} — ${t('venues.hours')}`}
                    >
                      {t('venues.hours')}
                    </Link>
                    <Link
                      className="btn btn-outline-secondary"
                      to={`/staff/venues/${v.seatWebId}/booking`}
                      aria-label={`${v.name} — ${t('venues.bookingCapacity')}`}
                    >
                      {t('venues.bookingCapacity')}
                    </Link>
                  </>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Container>
    </>
  );
}
