// The company's settings in the back office (issue #13): /staff/company (brand and legal),
// /staff/payments (payment keys) and /staff/team, one lazy chunk outside the diners' path.
// Signed-in staff only; what each role may do is enforced by the API (owner: all three;
// manager: reads the team), the screens only hide what the role cannot use.
import { type ReactNode } from 'react';
import { Alert, Container, Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import type { StaffMember } from '@tavola/domain/staff';
import { SignedStaff, StaffNavbar } from '../staff-board';
import { BrandPage } from './brand-page';
import { useCompanyAdminCopy } from './company-admin-copy';
import { PaymentsPage } from './payments-page';
import { TeamPage } from './team-page';
import { Loading, QueryStates, type QueryLike } from '../../components/query-states';

function Shell({ children, ownerOnly }: { children: (me: StaffMember) => ReactNode; ownerOnly: boolean }) {
  return <SignedStaff>{(me) => <SettingsScreen me={me} ownerOnly={ownerOnly}>{children}</SettingsScreen>}</SignedStaff>;
}

function SettingsScreen({ me, children, ownerOnly }: { me: StaffMember; children: (me: StaffMember) => ReactNode; ownerOnly: boolean }) {
  const copy = useCompanyAdminCopy();
  const owner = me.role === 'owner';
  return (
    <div className="staff-app">
      <StaffNavbar />
      <Container fluid="lg" className="py-3">
        <Nav variant="tabs" className="mb-3" as="nav" aria-label={copy.nav.label}>
          {owner && (
            <>
              <Nav.Link as={NavLink} to="/staff/company">
                {copy.nav.company}
              </Nav.Link>
              <Nav.Link as={NavLink} to="/staff/payments">
                {copy.nav.payments}
              </Nav.Link>
            </>
          )}
          {me.role !== 'staff' && (
            <Nav.Link as={NavLink} to="/staff/team">
              {copy.nav.team}
            </Nav.Link>
          )}
          <Nav.Link as={NavLink} to="/staff/menu">
            {copy.nav.menu}
          </Nav.Link>
          <Nav.Link as={NavLink} to="/staff" end>
            {copy.nav.board}
          </Nav.Link>
        </Nav>
        {ownerOnly && !owner ? <Alert variant="info">{copy.ownerOnly}</Alert> : children(me)}
      </Container>
    </div>
  );
}

export function CompanySettingsApp() {
  return <Shell ownerOnly>{() => <BrandPage />}</Shell>;
}

export function PaymentsApp() {
  return <Shell ownerOnly>{() => <PaymentsPage />}</Shell>;
}

export function TeamApp() {
  return <Shell ownerOnly={false}>{(me) => <TeamPage me={me} />}</Shell>;
}

export { Loading };

/** Loading, error with retry, or the content. */
export function Loaded<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const copy = useCompanyAdminCopy();
  return <QueryStates query={query} loading={copy.loading} retry={copy.retry}>{children}</QueryStates>;
}
