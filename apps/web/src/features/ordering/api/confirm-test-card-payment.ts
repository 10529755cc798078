// POST testCard/confirm {paymentId, cardNumber, expiry, cvv} (ours; demo and dev
// only): pays a created test-card payment. A declined card is a 400 with its Italian message.
import { apiRequest } from '../../../lib/api-client';
import { testCardPaymentSchema, type TestCardPayment } from './create-test-card-payment';

export interface TestCardConfirmation {
  paymentId: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export function confirmTestCardPayment(body: TestCardConfirmation): Promise<TestCardPayment> {
  return apiRequest('testCard/confirm', { method: 'POST', body, schema: testCardPaymentSchema });
}
