// The restaurant's screens under /staff (issue #11), loaded lazily by the router so none of it
// weighs on a diner's first load. They need no diner session: the staff session is a cookie.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Container, Form, ListGroup, Navbar } from 'react-bootstrap';
import { Link, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { BookingBoardPage } from './booking-board-page';
import { OrderBoardPage } from './order-board-page';
import { pageAfterSignIn } from './sign-in-return';
import { SignedStaff } from './signed-staff';
import { staffApi } from './staff-api';
import { useStaffCopy } from './staff-copy';
import { ME_KEY, useStaffMe } from './staff-me';
import './staff.css';

export function StaffApp() {
  const copy = useStaffCopy();
  useEffect(() => {
    document.title = copy.title;
  }, [copy.title]);
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

export function StaffNavbar({ children }: { children?: ReactNode }) {
  const copy = useStaffCopy();
  const me = useStaffMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: staffApi.signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['staff'] });
      void navigate('/staff/sign-in', { replace: true });
    },
  });
  return (
    // flex-wrap: Navbar's navbar-expand keeps one line, which squeezed the board's buttons into a
    // column beside the name on a phone; wrapped, they get a row of their own.
    <Navbar bg="dark" variant="dark" className="px-3 staff-navbar d-print-none flex-wrap row-gap-2" as="header">
      <Navbar.Brand as={Link} to="/staff">
        {me.data?.companyName ?? copy.title}
      </Navbar.Brand>
      <div className="d-flex flex-wrap align-items-center gap-2 ms-auto">
        {children}
        {me.data && (
          <span className="text-light small" aria-label={me.data.email}>
            {me.data.name}
          </span>
        )}
        <Button size="sm" variant="outline-light" onClick={() => signOut.mutate()}>
          {copy.signOut}
        </Button>
      </div>
    </Navbar>
  );
}

function SignInPage() {
  const copy = useStaffCopy();
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
      void navigate(next ?? (member.venues.length === 1 ? `/staff/venues/${member.venues[0].seatWebId}/orders` : '/staff'), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ company: company.trim(), email: email.trim(), password });
  };
  return (
    <Container className="staff-narrow py-4">
      <h1 className="h3 mb-3">{copy.signIn.heading}</h1>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="staff-company">
          <Form.Label>{copy.signIn.company}</Form.Label>
          <Form.Control value={company} onChange={(e) => setCompany(e.target.value)} autoComplete="organization" required />
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-email">
          <Form.Label>{copy.signIn.email}</Form.Label>
          <Form.Control type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" required />
        </Form.Group>
        <Form.Group className="mb-3" controlId="staff-password">
          <Form.Label>{copy.signIn.password}</Form.Label>
          <Form.Control type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </Form.Group>
        {signIn.error && (
          <Alert variant="danger" role="alert">
            {signIn.error.message || copy.signIn.failed}
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-100" disabled={signIn.isPending}>
          {copy.signIn.submit}
        </Button>
      </Form>
    </Container>
  );
}

function InvitePage() {
  const copy = useStaffCopy();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const staffMemberId = Number(params.get('member'));
  const checkCode = params.get('code') ?? '';
  const accept = useMutation({
    mutationFn: staffApi.acceptInvite,
    onSuccess: (member) => {
      queryClient.setQueryData(ME_KEY, member);
      void navigate('/staff', { replace: true });
    },
  });
  if (!staffMemberId || !checkCode)
    return (
      <Container className="staff-narrow py-4">
        <Alert variant="danger">{copy.invite.invalid}</Alert>
      </Container>
    );
  return (
    <Container className="staff-narrow py-4">
      <h1 className="h3 mb-3">{copy.invite.heading}</h1>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          accept.mutate({ staffMemberId, checkCode, password });
        }}
      >
        <Form.Group className="mb-3" controlId="staff-new-password">
          <Form.Label>{copy.invite.password}</Form.Label>
          <Form.Control type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" minLength={6} maxLength={16} required />
        </Form.Group>
        {accept.error && <Alert variant="danger">{accept.error.message}</Alert>}
        <Button type="submit" size="lg" className="w-100" disabled={accept.isPending}>
          {copy.invite.submit}
        </Button>
      </Form>
    </Container>
  );
}

function VenuePicker() {
  const copy = useStaffCopy();
  const me = useStaffMe();
  const venues = me.data?.venues ?? [];
  const owner = me.data?.role === 'owner';
  // Issue #13: a new restaurant's owner (no venue yet) starts from the setup checklist.
  const setup = useQuery({ queryKey: ['staff', 'setup'], queryFn: staffApi.setup, enabled: owner });
  if (owner && setup.data && !setup.data.steps.find((s) => s.step === 'venue')?.done) return <Navigate to="/staff/setup" replace />;
  return (
    <>
      <StaffNavbar />
      <Container className="staff-narrow py-4">
        <h1 className="h3 mb-3">{copy.venues.heading}</h1>
        <SettingsLinks role={me.data?.role} setupToDo={setup.data ? !setup.data.complete : false} />
        {venues.length === 0 ? (
          <Alert variant="info">{copy.venues.none}</Alert>
        ) : (
          <ListGroup>
            {venues.map((v) => (
              <ListGroup.Item key={v.seatWebId} className="py-3 d-flex flex-wrap align-items-center gap-2">
                <span className="fs-5 me-auto">{v.name}</span>
                <Link className="btn btn-primary" to={`/staff/venues/${v.seatWebId}/orders`} aria-label={`${v.name} — ${copy.venues.orders}`}>
                  {copy.venues.orders}
                </Link>
                <Link className="btn btn-outline-primary" to={`/staff/venues/${v.seatWebId}/bookings`} aria-label={`${v.name} — ${copy.bookings.link}`}>
                  {copy.bookings.link}
                </Link>
                {/* Issue #13: hours and booking capacity, for owners and managers. */}
                {me.data?.role !== 'staff' && (
                  <>
                    <Link className="btn btn-outline-secondary" to={`/staff/venues/${v.seatWebId}/hours`} aria-label={`${v.name} — ${copy.venues.hours}`}>
                      {copy.venues.hours}
                    </Link>
                    <Link className="btn btn-outline-secondary" to={`/staff/venues/${v.seatWebId}/booking`} aria-label={`${v.name} — ${copy.venues.bookingCapacity}`}>
                      {copy.venues.bookingCapacity}
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

/** The back office's screens a role may open (issues #12 and #13): one link each. */
function SettingsLinks({ role, setupToDo }: { role: string | undefined; setupToDo: boolean }) {
  const copy = useStaffCopy();
  if (!role) return null;
  const links = [
    { to: '/staff/venues', label: copy.settings.venues, show: role !== 'staff' },
    { to: '/staff/menu', label: copy.settings.menu, show: true },
    { to: '/staff/setup', label: setupToDo ? `${copy.settings.setup} (${copy.settings.toDo})` : copy.settings.setup, show: role === 'owner' },
    { to: '/staff/company', label: copy.settings.company, show: role === 'owner' },
    { to: '/staff/payments', label: copy.settings.payments, show: role === 'owner' },
    { to: '/staff/team', label: copy.settings.team, show: role !== 'staff' },
  ].filter((l) => l.show);
  return (
    <nav aria-label={copy.settings.label} className="mb-4 d-flex flex-wrap gap-2">
      {links.map((l) => (
        <Link key={l.to} className="btn btn-outline-secondary" to={l.to}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
