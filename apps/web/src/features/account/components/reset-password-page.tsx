// 'Recupero password' (spec 001 §2, §5, §8): /reset-password/:customerId?checkCode, the link of
// the reset mail. New and confirm password; the one-time code sets it once.
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, resetPasswordLinkSchema, type ResetPasswordForm } from '@tavola/domain/account';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { resetCustomerPassword } from '../api/reset-password';
import { AccountLayout } from './account-layout';
import { TextField } from '../../../components/form-controls';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { customerId } = useParams();
  const [search] = useSearchParams();
  const { customer, setCustomer } = useAppContext();
  const link = resetPasswordLinkSchema.safeParse({ customerId, checkCode: search.get('checkCode') ?? undefined });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (!link.success) {
    return (
      <AccountLayout title={t('account.resetPassword.title')}>
        <Alert variant="danger" role="alert">
          {t('account.resetPassword.invalidLink')}
        </Alert>
      </AccountLayout>
    );
  }

  const onSubmit = async ({ newPassword }: ResetPasswordForm) => {
    setError(null);
    try {
      const ok = await resetCustomerPassword({
        customerId: link.data.customerId,
        checkCode: link.data.checkCode,
        newPassword,
      });
      if (!ok) return setError(t('account.resetPassword.failed'));
      // The server revoked every session of the customer, this one included.
      if (customer?.customerId === link.data.customerId) setCustomer(null);
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError && [400, 404, 429].includes(e.status) ? e.message : t('account.unexpectedError'));
    }
  };

  return (
    <AccountLayout title={t('account.resetPassword.title')}>
      {done ? (
        <>
          <Alert variant="success" role="status">
            {t('account.resetPassword.success')}
          </Alert>
          <div className="d-grid">
            <Link className="btn btn-primary" to="/login">
              {t('account.resetPassword.goToLogin')}
            </Link>
          </div>
        </>
      ) : (
        <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('account.resetPassword.title')}>
          <TextField
            id="reset-new"
            label={t('account.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            registration={register('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            id="reset-confirm"
            label={t('account.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
          />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <div className="d-grid">
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {t('account.resetPassword.submit')}
            </Button>
          </div>
        </Form>
      )}
    </AccountLayout>
  );
}
