// Register (spec 001 §2, §4, §5, §8): create the customer, sign in, send the confirmation
// mail, go to /confirm-customer-email.
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema, type RegistrationForm } from '@tavola/domain/account';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useCompanyLanguages } from '../../../lib/get-company-languages';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { loader } from '../../../lib/loader';
import { loginCustomer } from '../api/login-customer';
import { sendConfirmRegistrationMail } from '../api/send-confirm-registration-mail';
import { signIn } from '../api/sign-in';
import { useAppLinks } from '../hooks/use-app-links';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { AccountLayout } from './account-layout';
import { CheckField, TextField } from '../../../components/form-controls';

const blankToNull = (v: unknown) => (v === '' || v == null ? null : v);

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const links = useAppLinks();
  const message = useValidationMessage();
  const { company, language, setCustomer } = useAppContext();
  const [error, setError] = useState<string | null>(null);
  const languages = useCompanyLanguages(company.urlName).data;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registrationFormSchema>, unknown, RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      lastName: '',
      firstName: '',
      birthDate: null,
      gender: '',
      language: i18n.language,
      email: '',
      password: '',
      telephoneNumber1: '',
      telephoneNumber2: '',
      province: '',
    },
  });

  const onSubmit = async (values: RegistrationForm) => {
    setError(null);
    let created;
    try {
      created = await signIn(values);
    } catch (e) {
      // 001 §8: a conflict shows the server's text (an e-mail already registered); so does a rate limit.
      const serverText = e instanceof ApiError && (e.kind === 'Conflict' || e.status === 409 || e.status === 429);
      setError(serverText ? (e as ApiError).message : t('account.register.error'));
      return;
    }
    if (!created) return setError(t('account.register.saveFailed'));

    let customer;
    try {
      customer = await loginCustomer({
        login: values.email,
        password: values.password,
        languageId: language.languageId,
      });
    } catch {
      customer = null;
    }
    if (!customer) return setError(t('account.register.loginFailed'));
    setCustomer(customer);

    let mailError: string | null = null;
    try {
      await sendConfirmRegistrationMail(customer.customerId, links.emailConfirmed(customer.customerId));
    } catch {
      mailError = t('account.register.confirmationMailFailed', { email: customer.email ?? values.email });
    }
    void navigate('/confirm-customer-email', { state: { mailError } });
  };

  return (
    <AccountLayout title={t('account.register.title')}>
      {/* Creating, signing in and mailing is a long submission: the page is frozen meanwhile (spec 001 §2). */}
      <Form
        noValidate
        onSubmit={handleSubmit((values) => loader.whileFrozen(() => onSubmit(values)))}
        aria-label={t('account.register.title')}
      >
        <TextField
          id="register-lastName"
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          required
          registration={register('lastName')}
          error={errors.lastName}
        />
        <TextField
          id="register-firstName"
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          required
          registration={register('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="register-birthDate"
          label={t('account.fields.birthDate')}
          type="date"
          autoComplete="bday"
          registration={register('birthDate', { setValueAs: blankToNull })}
          error={errors.birthDate}
        />
        <Form.Group className="mb-3" controlId="register-gender">
          <Form.Label>{t('account.fields.gender')}</Form.Label>
          <Form.Select {...register('gender')}>
            <option value="">{t('account.fields.genderNone')}</option>
            <option value="F">{t('account.fields.genderFemale')}</option>
            <option value="M">{t('account.fields.genderMale')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="register-language">
          <Form.Label>{t('account.fields.language')}</Form.Label>
          <Form.Select {...register('language')}>
            {(languages ?? [language]).map((l) => (
              <option key={l.languageId} value={l.languageCode}>
                {l.descriptionInLanguage}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <TextField
          id="register-email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          required
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          id="register-password"
          label={t('account.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('password')}
          error={errors.password}
        />
        <TextField
          id="register-phone1"
          label={t('account.fields.telephoneNumber1')}
          type="tel"
          autoComplete="tel"
          required
          registration={register('telephoneNumber1')}
          error={errors.telephoneNumber1}
        />
        <TextField
          id="register-phone2"
          label={t('account.fields.telephoneNumber2')}
          type="tel"
          registration={register('telephoneNumber2')}
          error={errors.telephoneNumber2}
        />
        <TextField
          id="register-province"
          label={t('account.fields.province')}
          registration={register('province')}
          error={errors.province}
        />
        <CheckField
          id="register-adult"
          label={t('account.fields.adultDeclarationChecked')}
          registration={register('adultDeclarationChecked')}
          error={errors.adultDeclarationChecked}
        />
        <CheckField
          id="register-privacy"
          label={t('account.fields.privacyAccepted')}
          registration={register('privacyAccepted')}
          error={errors.privacyAccepted}
        />
        <CheckField
          id="register-terms"
          label={t('account.fields.serviceTermsAccepted')}
          registration={register('serviceTermsAccepted')}
          error={errors.serviceTermsAccepted}
        />
        {company.privacyPolicy && <p className="small text-muted mt-2">{company.privacyPolicy}</p>}
        <p className="small text-muted">{t('account.fields.requiredHint')}</p>
        {error && (
          <Alert variant="danger" role="alert">
            {message(error)}
          </Alert>
        )}
        <div className="d-grid">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('account.register.submit')}
          </Button>
        </div>
      </Form>
      <p className="mt-3 text-center">
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </AccountLayout>
  );
}
