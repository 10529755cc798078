// The offline test card (demo and dev only): card number, expiry and CVV, validated
// with the domain's test card rules, and a pay button disabled while the payment runs. It is
// labelled as a test: no money moves.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  isExpiryValid,
  TEST_CARD_SUCCESS_NUMBER,
  testCardFormSchema,
  type TestCardForm,
} from '@tavola/domain/payment-rules';
import { message } from '@tavola/domain/validation-messages';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form-controls';

interface TestCardPaymentProps {
  busy: boolean;
  error: string | null;
  onPay(card: TestCardForm): void;
}

const groupsOf4 = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function TestCardPayment({ busy, error, onPay }: TestCardPaymentProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof testCardFormSchema>, unknown, TestCardForm>({
    resolver: zodResolver(testCardFormSchema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvv: '' },
  });

  const submit = handleSubmit((card) => {
    if (!isExpiryValid(card.expiry, new Date())) {
      setError('expiry', { message: message('cardExpiry') });
      return;
    }
    onPay(card);
  });

  const control = (
    name: 'cardNumber' | 'expiry' | 'cvv',
    input: { inputMode: 'numeric'; autoComplete: string; maxLength: number; placeholder: string },
  ) => (
    <TextField
      id={`test-card-${name}`}
      label={t(`ordering.testCard.${name}`)}
      {...input}
      disabled={busy}
      registration={register(name)}
      error={errors[name]}
    />
  );

  return (
    <Form noValidate onSubmit={submit} aria-label={t('ordering.testCard.formLabel')} className="payment-subscreen">
      <Alert variant="warning" className="py-2 small">
        {t('ordering.testCard.hint', { number: groupsOf4(TEST_CARD_SUCCESS_NUMBER) })}
      </Alert>
      {control('cardNumber', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        maxLength: 23,
        placeholder: '4242 4242 4242 4242',
      })}
      <Row>
        <Col xs={6}>
          {control('expiry', { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 7, placeholder: 'MM/AA' })}
        </Col>
        <Col xs={6}>
          {control('cvv', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, placeholder: '123' })}
        </Col>
      </Row>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('ordering.testCard.pay')}
      </Button>
      {error && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {error}
        </p>
      )}
    </Form>
  );
}
