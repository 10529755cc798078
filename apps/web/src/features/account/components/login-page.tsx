// Login (spec 001 §2 'Login', §4, §5, §8): e-mail and password, Google when configured, and
// 'Prosegui senza registrarti' (the anonymous ordering journey) unless opened from the
// hamburger menu. /login/:sender names where the visitor came from.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginForm } from '@tavola/domain/account';
import type { Customer } from '@tavola/domain/entities';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { loginCustomer } from '../api/login-customer';
import { sendConfirmRegistrationMail } from '../api/send-confirm-registration-mail';
import { useAppLinks } from '../hooks/use-app-links';
import { useGoBack } from '../hooks/use-go-back';
import { AccountLayout } from './account-layout';
import { TextField } from '../../../components/form-controls';
import { GoogleSignIn } from './google-sign-in';

/** Senders after whose login the visitor goes back rather than on to /main/questions (001 §2). */
const goBackSenders = new Set(['hamburger-menu', 'questions', 'time-selection']);
export const HAMBURGER_MENU_SENDER = 'hamburger-menu';

/** What every way of signing in does next (001 §2, §4). */
export function useAfterLogin(sender: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const links = useAppLinks();
  const { setCustomer } = useAppContext();

  /** Returns an error text to show, or null when the visitor was sent on. */
  return async (customer: Customer): Promise<string | null> => {
    setCustomer(customer);
    // Spec 001 §4: an unconfirmed customer gets a confirmation mail and the confirmation page.
    if (!customer.confirmed && !customer.isAnonymous) {
      let mailError: string | null = null;
      try {
        await sendConfirmRegistrationMail(customer.customerId, links.emailConfirmed(customer.customerId));
      } catch {
        mailError = t('account.login.confirmationMailFailed', { email: customer.email ?? '' });
      }
      void navigate('/confirm-customer-email', { state: { mailError } });
      return null;
    }
    if (sender && goBackSenders.has(sender)) goBack();
    else void navigate('/main/questions');
    return null;
  };
}

export function LoginPage() {
  const { t } = useTranslation();
  const { sender } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { language } = useAppContext();
  const afterLogin = useAfterLogin(sender);
  const [error, setError] = useState<string | null>(null);
  const fromHamburger = sender === HAMBURGER_MENU_SENDER;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginFormSchema>, unknown, LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = async (values: LoginForm) => {
    setError(null);
    try {
      const customer = await loginCustomer({ ...values, languageId: language.languageId });
      if (!customer) {
        setError(t('account.login.wrongCredentials'));
        return;
      }
      setError(await afterLogin(customer));
    } catch (e) {
      // A rate limit answer says when to retry: show it; anything else is the spec's text.
      setError(e instanceof ApiError && e.status === 429 ? e.message : t('account.login.error'));
    }
  };

  return (
    <AccountLayout title={t('account.login.title')}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('account.login.title')}>
        <TextField
          id="login-email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="username"
          registration={register('login')}
          error={errors.login}
        />
        <TextField
          id="login-password"
          label={t('account.fields.password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <div className="d-grid gap-2">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('account.login.submit')}
          </Button>
        </div>
      </Form>
      <p className="mt-3 text-center">
        <Link to="/forgot-password">{t('account.login.forgotPassword')}</Link>
      </p>
      <GoogleSignIn onCustomer={async (customer) => setError(await afterLogin(customer))} onError={setError} />
      <p className="mt-3 text-center">
        {t('account.login.noAccount')} <Link to="/register">{t('account.login.register')}</Link>
      </p>
      <div className="d-grid gap-2 mt-4">
        {!fromHamburger && (
          <Button variant="outline-primary" onClick={() => void navigate('/main/questions')}>
            {t('account.login.continueWithoutRegistering')}
          </Button>
        )}
        <Button variant="link" onClick={goBack}>
          {t('account.login.back')}
        </Button>
      </div>
    </AccountLayout>
  );
}
