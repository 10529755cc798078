// 'I tuoi dati' (spec 001 §2, §5, §8): first name, last name, phone; Save and Back. The answer
// becomes the current customer; a false answer is 'Salvataggio fallito'.
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type ProfileForm } from '@tavola/domain/account';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { updateCustomer } from '../api/update-customer';
import { useGoBack } from '../hooks/use-go-back';
import { AccountLayout } from './account-layout';
import { TextField } from '../../../components/form-controls';

export function UserProfilePage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { customer, setCustomer } = useAppContext();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      telephoneNumber1: customer?.telephoneNumber1 ?? '',
    },
  });

  if (!customer || customer.isAnonymous) return <Navigate to="/" replace />;

  const onSubmit = async (values: ProfileForm) => {
    setError(null);
    setSaved(false);
    try {
      const updated = await updateCustomer({ ...customer, ...values });
      if (!updated) return setError(t('account.profile.saveFailed'));
      setCustomer(updated);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('account.unexpectedError'));
    }
  };

  return (
    <AccountLayout title={t('account.profile.title')}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('account.profile.title')}>
        <TextField
          id="profile-firstName"
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          required
          registration={register('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="profile-lastName"
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          required
          registration={register('lastName')}
          error={errors.lastName}
        />
        <TextField
          id="profile-phone"
          label={t('account.fields.telephoneNumber1')}
          type="tel"
          autoComplete="tel"
          required
          registration={register('telephoneNumber1')}
          error={errors.telephoneNumber1}
        />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {saved && (
          <Alert variant="success" role="status">
            {t('account.profile.saved')}
          </Alert>
        )}
        <div className="d-flex gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={goBack}>
            {t('account.profile.back')}
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </AccountLayout>
  );
}
