// /confirm-customer-email (spec 001 §2, §8): checks the confirmed status; a confirmed customer
// goes on (to /main/questions when an order type is chosen and the cart is not empty, else to the root); otherwise the
// 'Utente non confermato' message, with a new check and a resend. Errors show the server text.
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { hasOrderInProgress } from '../../ordering';
import { sendConfirmRegistrationMail } from '../api/send-confirm-registration-mail';
import { verifyCustomerConfirmed } from '../api/verify-customer-confirmed';
import { useAppLinks } from '../hooks/use-app-links';
import { AccountLayout } from './account-layout';

const serverText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

export function ConfirmCustomerEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const links = useAppLinks();
  const { company, customer, setCustomer } = useAppContext();
  const [error, setError] = useState<string | null>(
    (location.state as { mailError?: string } | null)?.mailError ?? null,
  );
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkedOnce = useRef(false);

  const check = async (manual: boolean) => {
    if (!customer) return;
    setBusy(true);
    setInfo(null);
    try {
      if (await verifyCustomerConfirmed(customer.customerId)) {
        setCustomer({ ...customer, confirmed: true });
        notify({
          variant: 'success',
          header: t('account.emailConfirmed.notificationHeader'),
          message: t('account.emailConfirmed.success'),
        });
        // Spec 001 §2: on to the questions when an order type is set and the cart is not empty.
        void navigate(hasOrderInProgress(company.urlName) ? '/main/questions' : '/', { replace: true });
        return;
      }
      if (manual) setInfo(t('account.confirmEmail.stillNotConfirmed'));
    } catch (e) {
      setError(serverText(e, t('account.unexpectedError')));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (checkedOnce.current) return;
    checkedOnce.current = true;
    void check(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!customer || customer.isAnonymous) return <Navigate to="/" replace />;

  const resend = async () => {
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      await sendConfirmRegistrationMail(customer.customerId, links.emailConfirmed(customer.customerId));
      setInfo(t('account.confirmEmail.resent'));
    } catch (e) {
      setError(serverText(e, t('account.unexpectedError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t('account.confirmEmail.title')}>
      <Alert variant="warning" data-testid="not-confirmed">
        <p className="mb-1">{t('account.confirmEmail.notConfirmed')}</p>
        {customer.email && <p className="mb-0 small">{t('account.confirmEmail.sentTo', { email: customer.email })}</p>}
      </Alert>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {info && (
        <Alert variant="info" role="status">
          {info}
        </Alert>
      )}
      <div className="d-grid gap-2">
        <Button variant="primary" disabled={busy} onClick={() => void check(true)}>
          {t('account.confirmEmail.checkAgain')}
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={() => void resend()}>
          {t('account.confirmEmail.resend')}
        </Button>
        <Button variant="link" onClick={() => void navigate('/')}>
          {t('account.confirmEmail.backHome')}
        </Button>
      </div>
    </AccountLayout>
  );
}
