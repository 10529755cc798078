// /email-confirmed/:customerId?checkCode (spec 001 §2, §8): the link of the confirmation mail.
// The one-time code confirms the address and signs its owner in.
import type { Customer } from '@tavola/domain/entities';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { confirmCustomerRegistration } from '../api/confirm-customer-registration';
import { AccountLayout } from './account-layout';

type Outcome = 'checking' | 'success' | 'invalid' | 'error';

// The code works once: StrictMode's second effect (and a re-render) must reuse the same call.
const pending = new Map<string, Promise<Customer>>();

export function EmailConfirmedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId } = useParams();
  const [search] = useSearchParams();
  const checkCode = search.get('checkCode')?.trim() ?? '';
  const { setCustomer } = useAppContext();
  const id = customerId && /^\d+$/.test(customerId) ? Number(customerId) : null;
  const [outcome, setOutcome] = useState<Outcome>(id && checkCode ? 'checking' : 'invalid');

  useEffect(() => {
    if (!id || !checkCode) return;
    const key = `${id}:${checkCode}`;
    let call = pending.get(key);
    if (!call) {
      call = confirmCustomerRegistration(id, checkCode);
      pending.set(key, call);
    }
    let active = true;
    call.then(
      (customer) => {
        if (!active) return;
        setCustomer(customer);
        setOutcome('success');
        notify({
          variant: 'success',
          header: t('account.emailConfirmed.notificationHeader'),
          message: t('account.emailConfirmed.signedIn', { email: customer.email ?? '' }),
        });
      },
      (error: unknown) => {
        if (!active) return;
        // A wrong, used or expired code (400), or an unknown customer: the spec's invalid-link text.
        setOutcome(error instanceof ApiError && (error.status === 400 || error.status === 404) ? 'invalid' : 'error');
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, checkCode]);

  return (
    <AccountLayout title={t('account.emailConfirmed.title')}>
      {outcome === 'checking' && (
        <div className="text-center" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('account.emailConfirmed.checking')}
        </div>
      )}
      {outcome === 'success' && <Alert variant="success">{t('account.emailConfirmed.success')}</Alert>}
      {outcome === 'invalid' && <Alert variant="danger">{t('account.emailConfirmed.invalid')}</Alert>}
      {outcome === 'error' && <Alert variant="danger">{t('account.emailConfirmed.error')}</Alert>}
      {outcome !== 'checking' && (
        <div className="d-grid">
          <Button variant="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('account.emailConfirmed.continue')}
          </Button>
        </div>
      )}
    </AccountLayout>
  );
}
