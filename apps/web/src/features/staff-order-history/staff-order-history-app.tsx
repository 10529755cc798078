// The order history at /staff/orders: its own lazy chunk, so neither a diner's first load nor
// the other staff screens carry it. Signed-in owners and managers; the API enforces the same
// rule (the domain's STAFF_ACCESS.orderHistory).
import { useTranslation } from 'react-i18next';
import { Alert, Container } from 'react-bootstrap';
import { mayUse } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation } from '../staff-board';
import { historyNs } from './history-copy';
import { HistoryPage } from './history-page';

export function StaffOrderHistoryApp() {
  const { t } = useTranslation(historyNs);
  return (
    <SignedStaff>
      {(me) => (
        <div className="staff-app">
          <StaffNavigation />
          <Container as="main" fluid="xl" className="py-3">
            {mayUse(me, 'orderHistory') ? <HistoryPage member={me} /> : <Alert variant="info">{t('notAllowed')}</Alert>}
          </Container>
        </div>
      )}
    </SignedStaff>
  );
}
