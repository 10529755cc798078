// /staff/reports/day: "Chiusura giornata", in the dashboard's lazy chunk family (no charts here).
// Signed-in owners and managers; the API enforces the same rule per venue.
import { useTranslation } from 'react-i18next';
import { Alert, Container } from 'react-bootstrap';
import { mayUse } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation } from '../staff-board';
import { endOfDayNs } from './end-of-day-copy';
import { EndOfDayPage } from './end-of-day-page';
import './end-of-day.css';

export function StaffEndOfDayApp() {
  const { t } = useTranslation(endOfDayNs);
  return (
    <SignedStaff>
      {(me) => (
        <div className="staff-app">
          <StaffNavigation />
          <Container as="main" fluid="xl" className="py-3">
            {mayUse(me, 'reports') ? <EndOfDayPage member={me} /> : <Alert variant="info">{t('notAllowed')}</Alert>}
          </Container>
        </div>
      )}
    </SignedStaff>
  );
}
