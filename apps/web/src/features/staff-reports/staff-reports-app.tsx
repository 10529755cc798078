// The owner's dashboard at /staff/reports: its own lazy chunk (Recharts included), so neither a
// diner's first load nor the other staff screens carry the charts. Signed-in owners and
// managers; the API enforces the same rule (the domain's STAFF_ACCESS.reports).
import { useTranslation } from 'react-i18next';
import { Alert, Container } from 'react-bootstrap';
import { mayUse } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation } from '../staff-board';
import { reportsNs } from './reports-copy';
import { ReportsPage } from './reports-page';
import './staff-reports.css';

export function StaffReportsApp() {
  const { t } = useTranslation(reportsNs);
  return (
    <SignedStaff>
      {(me) => (
        <div className="staff-app">
          <StaffNavigation />
          <Container as="main" fluid="xl" className="py-3">
            {mayUse(me, 'reports') ? <ReportsPage member={me} /> : <Alert variant="info">{t('notAllowed')}</Alert>}
          </Container>
        </div>
      )}
    </SignedStaff>
  );
}
