// Stripe (card provider, venue code T, PaymentMethod 5) through the official `stripe` SDK at
// STRIPE_API_BASE_URL: PaymentIntents created by the server for the order's stored
// total (EUR, metadata orderId), verified by retrieving them, refunds, and webhook events
// checked with stripe.webhooks.constructEvent.
import Stripe from 'stripe';
import type { PaymentCredentials } from '../online/payment-credentials';
import {
  ProviderUnavailableError,
  type ConnectionTest,
  type PaymentAdapter,
  type ProviderPayment,
} from '../payment-adapter';

export interface StripeAdapterOptions {
  baseUrl: string;
  timeoutMs: number;
}

function clientFor(secretKey: string, options: StripeAdapterOptions): Stripe {
  const url = new URL(options.baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: options.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Connection errors and Stripe's 5xx are an outage; anything else is a real answer. */
function unavailable(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeAPIError) return true;
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 500;
}

export function createStripeAdapter(credentials: PaymentCredentials, options: StripeAdapterOptions): PaymentAdapter {
  const secretKey = credentials.secrets.secretKey;
  if (!secretKey) throw new Error('Stripe: secretKey missing');
  const stripe = clientFor(secretKey, options);
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (unavailable(error)) throw new ProviderUnavailableError('stripe', error);
      throw error;
    }
  };

  return {
    provider: 'stripe',

    async createPayment(input) {
      const intent = await call(() =>
        stripe.paymentIntents.create({
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          description: input.description,
          ...(input.email ? { receipt_email: input.email } : {}),
          allowed_payment_method_types: ['card'],
          metadata: {
            orderId: String(input.orderId),
            orderNumber: String(input.orderNumber),
            company: input.companyUrlName,
          },
        }),
      );
      if (!intent.client_secret) throw new Error('Stripe: PaymentIntent without client_secret');
      return { reference: intent.id, browserValue: intent.client_secret };
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await call(() => stripe.paymentIntents.retrieve(reference));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
        throw error;
      }
      const orderId = Number(intent.metadata?.orderId);
      const status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'pending';
      return {
        reference: intent.id,
        status,
        amountCents: status === 'succeeded' ? intent.amount_received : intent.amount,
        currency: intent.currency.toUpperCase(),
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
      };
    },

    async refund(payment) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: payment.reference, amount: payment.amountCents },
          payment.idempotencyKey ? { idempotencyKey: `tavola-refund-${payment.idempotencyKey}` } : undefined,
        ),
      );
      return { refundId: refund.id };
    },

    async verifyNotification({ rawBody, headers }) {
      const webhookSecret = credentials.secrets.webhookSecret;
      const signature = headers['stripe-signature'];
      if (!webhookSecret || typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        // Checks the HMAC and the timestamp (5 minutes' tolerance): a replayed old event is refused.
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        return null;
      }
      if (!event.type.startsWith('payment_intent.')) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return { eventId: event.id, reference: intent.id };
    },

    /** Reads the account's balance (GET /v1/balance): needs a valid secret key, moves nothing. */
    async testConnection(): Promise<ConnectionTest> {
      try {
        await call(() => stripe.balance.retrieve());
        return { ok: true };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeAuthenticationError ||
          error instanceof Stripe.errors.StripePermissionError
        ) {
          return { ok: false, reason: 'credentials_rejected' };
        }
        if (error instanceof ProviderUnavailableError) return { ok: false, reason: 'unavailable' };
        throw error;
      }
    },
  };
}
