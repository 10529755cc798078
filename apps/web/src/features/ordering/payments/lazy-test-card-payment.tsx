// The test card's fields for another feature's payment (a share of the table's tab): loaded when
// that method is chosen. Re-exported by the feature's public entry, which the first load reaches:
// the card form and its form library stay out of it.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { TestCardPayment } from './test-card-payment';

const TestCardPaymentForm = lazy(() => import('./test-card-payment').then((m) => ({ default: m.TestCardPayment })));

export function LazyTestCardPayment(props: ComponentProps<typeof TestCardPayment>) {
  return (
    <Suspense fallback={null}>
      <TestCardPaymentForm {...props} />
    </Suspense>
  );
}
