// The gate of every staff screen: the member's session is the `me` query; a
// visitor without one goes to the sign-in page, which brings them back to this page after.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Navigate, useLocation } from 'react-router';
import type { StaffMember } from '@tavola/domain/staff';
import { Loading } from '../../components/query-states';
import { ApiError } from '../../lib/api-client';
import { staffSignInPath } from './sign-in-return';
import { useStaffMe } from './staff-me';
import { staffBoardNs } from './staff-copy';

/** Renders `children` with the signed-in member; loading, failure with retry, or sign-in otherwise. */
export function SignedStaff({ children }: { children: (member: StaffMember) => ReactNode }) {
  const { t } = useTranslation(staffBoardNs);
  const me = useStaffMe();
  const location = useLocation();
  if (me.isPending) return <Loading label={t('loading')} />;
  if (me.error instanceof ApiError && me.error.status === 401)
    return <Navigate to={staffSignInPath(location)} replace />;
  if (me.isError)
    return (
      <Container className="py-4">
        <Alert variant="danger" role="alert">
          {me.error.message}
        </Alert>
        <Button onClick={() => void me.refetch()}>{t('retry')}</Button>
      </Container>
    );
  return <>{children(me.data)}</>;
}
