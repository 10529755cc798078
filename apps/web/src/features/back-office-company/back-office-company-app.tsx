// The company's settings in the back office: /staff/company (brand and legal),
// /staff/payments (payment keys) and /staff/team, one lazy chunk outside the diners' path.
// Signed-in staff only; what each role may do is enforced by the API (owner: all three;
// manager: the team), by the domain's STAFF_ACCESS that the screens read to hide the rest.
import { useTranslation } from 'react-i18next';
import { type ReactNode } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { mayUse, type StaffArea, type StaffMember } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation } from '../staff-board';
import { BrandPage } from './brand-page';
import { companyAdminNs } from './company-admin-copy';
import { PaymentsPage } from './payments-page';
import { TeamPage } from './team-page';

/** One of the screens; `area` is who may use it (the domain's STAFF_ACCESS, as the API checks). */
function Shell({ children, area }: { children: (me: StaffMember) => ReactNode; area: StaffArea }) {
  return (
    <SignedStaff>
      {(me) => (
        <SettingsScreen me={me} area={area}>
          {children}
        </SettingsScreen>
      )}
    </SignedStaff>
  );
}

function SettingsScreen({
  me,
  children,
  area,
}: {
  me: StaffMember;
  children: (me: StaffMember) => ReactNode;
  area: StaffArea;
}) {
  const { t } = useTranslation(companyAdminNs);
  return (
    <div className="staff-app">
      <StaffNavigation />
      <Container as="main" fluid="lg" className="py-3">
        {mayUse(me, area) ? children(me) : <Alert variant="info">{t('notAllowed')}</Alert>}
      </Container>
    </div>
  );
}

export function CompanySettingsApp() {
  return <Shell area="company">{() => <BrandPage />}</Shell>;
}

export function PaymentsApp() {
  return <Shell area="payments">{() => <PaymentsPage />}</Shell>;
}

export function TeamApp() {
  return <Shell area="team">{(me) => <TeamPage me={me} />}</Shell>;
}
