// The secrets of the booking service. Offline defaults: a secret left unset is a
// fixed demo value in demo and dev, so the webhooks and the developer page work on a fresh
// clone; in prod an unset secret switches its channel off (its webhook answers 404) instead
// of accepting messages nobody can authenticate.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const DEMO_SECRETS = {
  telegramWebhookSecret: 'demo-telegram-webhook-secret',
  whatsappAppSecret: 'demo-whatsapp-app-secret',
  whatsappVerifyToken: 'demo-whatsapp-verify-token',
  twilioAuthToken: 'demo-twilio-auth-token',
} as const;

export interface BookingSecrets {
  telegramWebhookSecret: string | null;
  whatsappAppSecret: string | null;
  whatsappVerifyToken: string | null;
  twilioAuthToken: string | null;
  /** HMAC key of the cancellation tokens. */
  tokenSecret: string;
}

export type ChannelSecrets = Omit<BookingSecrets, 'tokenSecret'>;

/** The webhook secrets (also what the developer page signs its simulated messages with). */
export function channelSecrets(config: Config): ChannelSecrets {
  const offline = config.APP_ENV !== 'prod';
  const pick = (value: string | undefined, demo: string) => value ?? (offline ? demo : null);
  return {
    telegramWebhookSecret: pick(config.TELEGRAM_WEBHOOK_SECRET, DEMO_SECRETS.telegramWebhookSecret),
    whatsappAppSecret: pick(config.WHATSAPP_APP_SECRET, DEMO_SECRETS.whatsappAppSecret),
    whatsappVerifyToken: pick(config.WHATSAPP_VERIFY_TOKEN, DEMO_SECRETS.whatsappVerifyToken),
    twilioAuthToken: pick(config.TWILIO_AUTH_TOKEN, DEMO_SECRETS.twilioAuthToken),
  };
}

export function bookingSecrets(config: Config, sessionSecret: string): BookingSecrets {
  return {
    ...channelSecrets(config),
    // A key of its own, derived so a leaked cancellation token says nothing about sessions.
    tokenSecret:
      config.BOOKING_TOKEN_SECRET ?? createHmac('sha256', sessionSecret).update('tavola-booking-token').digest('hex'),
  };
}
