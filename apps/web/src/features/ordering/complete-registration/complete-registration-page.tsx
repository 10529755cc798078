// Complete registration (spec 000 §2, §4, §5; spec 001 §2): 'Come ti possiamo contattare?'.
// E-mail (only when not signed in), phone and the three consents. A signed-in customer with a
// phone skips it, and so does an anonymous diner whose table order the venue's staff confirm
// (table-order-rules.ts contactDataNeeded): they become an anonymous customer without contact
// data, and their name is already on the order.
import { zodResolver } from '@hookform/resolvers/zod';
import { completeRegistrationFormSchema, type CompleteRegistrationForm } from '@tavola/domain/account';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@tavola/domain/form-fields';
import { contactDataNeeded } from '@tavola/domain/table-order-rules';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppContext } from '../../../lib/app-context';
import { CheckField, TextField } from '../../../components/form-controls';
import { anonymousTableDiner } from '../api/anonymous-table-diner';
import { completeCustomerRegistration } from '../api/complete-customer-registration';
import { Loading, errorText } from '../components/page-states';
import { useStepNavigation } from '../lib/steps';
import { useDemoDiner } from '../lib/use-demo-diner';
import { useOrdering } from '../state/use-ordering';

export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const { customer, setCustomer, company, seatWeb } = useAppContext();
  const { orderType } = useOrdering();
  const steps = useStepNavigation('complete-customer-registration');
  const [error, setError] = useState<string | null>(null);
  const [privacy, setPrivacy] = useState(false);
  const signedIn = customer != null && !customer.isAnonymous;
  const skip = signedIn && !!customer.telephoneNumber1?.trim();
  // The demo asks no contact data (spec 000 §1).
  const demo = useDemoDiner(signedIn, steps.skip);
  const atTable =
    !signedIn &&
    orderType != null &&
    !contactDataNeeded({ tableOrdersConfirmedByStaff: seatWeb?.tableOrdersConfirmedByStaff ?? false }, orderType, true);

  useEffect(() => {
    if (skip) steps.skip();
  }, [skip, steps]);

  // Once: the answer renews the session token, which renders the app context anew (and would
  // restart an effect that cancels on every change).
  const started = useRef(false);
  useEffect(() => {
    if (!atTable || started.current) return;
    started.current = true;
    anonymousTableDiner()
      .then((diner) => {
        setCustomer(diner);
        steps.skip();
      })
      .catch((e: unknown) => setError(errorText(e, t('ordering.registration.error'))));
  }, [atTable, setCustomer, steps, t]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof completeRegistrationFormSchema>, unknown, CompleteRegistrationForm>({
    resolver: zodResolver(completeRegistrationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      customerId: customer?.customerId ?? 0,
      email: customer?.email ?? '',
      telephoneNumber1: customer?.telephoneNumber1 ?? '',
      adultDeclarationChecked: false as unknown as true,
      privacyAccepted: false as unknown as true,
      serviceTermsAccepted: false as unknown as true,
    },
  });

  if (skip) return <Loading />;
  if (demo.active)
    return demo.error ? (
      <Alert variant="danger" role="alert">
        {demo.error}
      </Alert>
    ) : (
      <Loading />
    );
  if (atTable) {
    return error ? (
      <Alert variant="danger" role="alert">
        {error}
      </Alert>
    ) : (
      <Loading />
    );
  }

  const onSubmit = async (form: CompleteRegistrationForm) => {
    setError(null);
    try {
      const updated = await completeCustomerRegistration({ ...form, customerId: customer?.customerId ?? 0 });
      if (!updated) {
        setError(t('ordering.registration.error'));
        return;
      }
      setCustomer(updated);
      steps.goNext();
    } catch (e) {
      setError(errorText(e, t('ordering.registration.error')));
    }
  };

  return (
    <section className="narrow-page" aria-labelledby="registration-title">
      <h1 id="registration-title" className="h3 mb-4">
        {t('ordering.registration.title')}
      </h1>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="registration-title">
        {!signedIn && (
          <TextField
            id="registration-email"
            label={t('ordering.registration.email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            registration={register('email')}
            error={errors.email}
          />
        )}
        <TextField
          id="registration-phone"
          label={t('ordering.registration.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          required
          registration={register('telephoneNumber1')}
          error={errors.telephoneNumber1}
        />
        <CheckField
          id="registration-adult"
          label={t('ordering.registration.adult')}
          registration={register('adultDeclarationChecked')}
          error={errors.adultDeclarationChecked}
        />
        <CheckField
          id="registration-privacy"
          label={
            <>
              {t('ordering.registration.privacy')}{' '}
              {company.privacyPolicy && (
                <Button variant="link" className="p-0 align-baseline" onClick={() => setPrivacy(true)}>
                  {t('ordering.registration.readPrivacy')}
                </Button>
              )}
            </>
          }
          registration={register('privacyAccepted')}
          error={errors.privacyAccepted}
        />
        <CheckField
          id="registration-terms"
          label={t('ordering.registration.terms')}
          registration={register('serviceTermsAccepted')}
          error={errors.serviceTermsAccepted}
        />
        {error && (
          <Alert variant="danger" role="alert" className="mt-3">
            {error}
          </Alert>
        )}
        <div className="d-flex gap-2 flex-wrap mt-4">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {t('common.continue')}
          </Button>
          <Button variant="outline-secondary" onClick={steps.goBack}>
            {t('ordering.common.back')}
          </Button>
        </div>
      </Form>
      <Modal
        className="ordering-modal"
        show={privacy}
        onHide={() => setPrivacy(false)}
        centered
        aria-labelledby="privacy-title"
      >
        <Modal.Header closeButton closeLabel={t('ordering.common.close')}>
          <Modal.Title id="privacy-title" as="h2" className="h5">
            {t('ordering.registration.privacyTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="privacy-text">{company.privacyPolicy}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setPrivacy(false)}>
            {t('ordering.common.close')}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
