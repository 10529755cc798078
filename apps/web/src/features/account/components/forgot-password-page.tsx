// Forgot password (spec 001 §2, §4, §5, §8): ask for the reset mail, say it was sent. The page
// answers the same whether or not the e-mail has an account and never learns the customer id:
// the link says {customerId} and the server writes the id, with a one-time code;
// without an account the mail says so and links the registration page.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@tavola/domain/account';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { getCheckCodeForResetPassword, sendResetPasswordMailToCustomer } from '../api/reset-password';
import { useAppLinks } from '../hooks/use-app-links';
import { AccountLayout } from './account-layout';
import { TextField } from '../../../components/form-controls';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const links = useAppLinks();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    setError(null);
    setSentTo(null);
    try {
      await getCheckCodeForResetPassword(email);
      await sendResetPasswordMailToCustomer(email, links.resetPassword('{customerId}'));
      setSentTo(email);
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) setError(e.message);
      else setError(t('account.forgotPassword.error'));
    }
  };

  return (
    <AccountLayout title={t('account.forgotPassword.title')}>
      <p>{t('account.forgotPassword.intro')}</p>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('account.forgotPassword.title')}>
        <TextField
          id="forgot-email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {sentTo && (
          <Alert variant="success" role="status">
            {t('account.forgotPassword.sent', { email: sentTo })}
          </Alert>
        )}
        <div className="d-grid">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('account.forgotPassword.submit')}
          </Button>
        </div>
      </Form>
      <p className="mt-3 text-center">
        <Link to="/login">{t('account.forgotPassword.backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
