// 'Cambio password' (spec 001 §2, §5, §8): old, new and confirm; only for a customer with a
// password account. 404 and 400 show the server's text.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@tavola/domain/account';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { changeCustomerPassword } from '../api/change-customer-password';
import { useGoBack } from '../hooks/use-go-back';
import { AccountLayout } from './account-layout';
import { TextField } from '../../../components/form-controls';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { customer } = useAppContext();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  if (!customer?.hasAccount) return <Navigate to="/" replace />;

  const onSubmit = async ({ oldPassword, newPassword }: ChangePasswordForm) => {
    setError(null);
    setDone(false);
    try {
      await changeCustomerPassword({ customerId: customer.customerId, oldPassword, newPassword });
      setDone(true);
      reset();
    } catch (e) {
      setError(e instanceof ApiError && [400, 404, 429].includes(e.status) ? e.message : t('account.unexpectedError'));
    }
  };

  return (
    <AccountLayout title={t('account.changePassword.title')}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('account.changePassword.title')}>
        <TextField
          id="change-old"
          label={t('account.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          registration={register('oldPassword')}
          error={errors.oldPassword}
        />
        <TextField
          id="change-new"
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          id="change-confirm"
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
        {done && (
          <Alert variant="success" role="status">
            {t('account.changePassword.success')}
          </Alert>
        )}
        <div className="d-grid gap-2">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('account.changePassword.submit')}
          </Button>
          <Button variant="link" onClick={goBack}>
            {t('account.profile.back')}
          </Button>
        </div>
      </Form>
    </AccountLayout>
  );
}
