// Outbound messages to diners on the channel they used (a booking the
// booking board cancels is told that way). One sender per channel, each chosen by config:
// the provider's API when its credentials are set, otherwise the offline sender, which only
// records the message in booking_messages (the developer page shows it) so the demo works
// without any account. Every provider has a configurable base URL, so tests and staging can
// point it at a local fake answering like the documented API.
//
// - WhatsApp: Cloud API, POST {base}/v21.0/{phone-number-id}/messages (Bearer token).
// - Telegram: Bot API sendMessage, POST {base}/bot{token}/sendMessage with {chat_id, text};
//   answers {ok: true, result: Message} or {ok: false, error_code, description}. The bot can
//   write only to a chat it has seen: the chat is the one the diner confirmed from
//   (booking_telegram_users, saved by the webhook with the shared phone).
// - SMS: Twilio Programmable Messaging, POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json,
//   form-encoded To, From, Body, HTTP Basic AccountSid:AuthToken; answers 201 with the Message
//   resource (sid, status "queued"), or 4xx {code, message, more_info, status}.
// A sender never throws: a failed send is logged with its outcome and the cancellation stands.
import type { MessagingChannel } from '@tavola/domain/booking-messaging';
import type { DbOrTx } from '../../db/database';
import { logMessage, telegramChatOf } from './booking-repository';

export interface OutboundContext {
  db: DbOrTx;
  now(): Date;
  log: { warn(obj: unknown, msg?: string): void };
}

export interface OutboundMeta {
  reservationId?: string | null;
  /** From the developer page: recorded, never sent to a provider. */
  simulated: boolean;
}

export interface OutboundSender {
  readonly channel: MessagingChannel;
  /** 'offline' or the provider's name, for the logs and the README. */
  readonly provider: string;
  /** Sends a text to the diner's phone (E.164) and records it; never throws. */
  send(ctx: OutboundContext, phone: string, text: string, meta: OutboundMeta): Promise<void>;
}

export interface OutboundMessaging {
  whatsapp: OutboundSender;
  telegram: OutboundSender;
  sms: OutboundSender;
}

export interface OutboundConfig {
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_BASE_URL: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_API_BASE_URL: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_SMS_FROM?: string;
  TWILIO_API_BASE_URL: string;
}

const TIMEOUT_MS = 10_000;

/** Each channel's sender as the config chooses it. */
export function createOutboundMessaging(config: OutboundConfig, fetchImpl: typeof fetch = fetch): OutboundMessaging {
  return {
    whatsapp:
      config.WHATSAPP_ACCESS_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
        ? whatsappCloudSender(
            {
              baseUrl: config.WHATSAPP_API_BASE_URL,
              accessToken: config.WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
            },
            fetchImpl,
          )
        : offlineSender('whatsapp'),
    telegram: config.TELEGRAM_BOT_TOKEN
      ? telegramBotSender({ baseUrl: config.TELEGRAM_API_BASE_URL, botToken: config.TELEGRAM_BOT_TOKEN }, fetchImpl)
      : offlineSender('telegram'),
    sms:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_SMS_FROM
        ? twilioSmsSender(
            {
              baseUrl: config.TWILIO_API_BASE_URL,
              accountSid: config.TWILIO_ACCOUNT_SID,
              authToken: config.TWILIO_AUTH_TOKEN,
              from: config.TWILIO_SMS_FROM,
            },
            fetchImpl,
          )
        : offlineSender('sms'),
  };
}

async function record(
  ctx: OutboundContext,
  channel: MessagingChannel,
  party: string,
  text: string,
  meta: OutboundMeta,
  outcome: string,
) {
  await logMessage(ctx.db, {
    direction: 'out',
    channel,
    party,
    text,
    reservationId: meta.reservationId ?? null,
    outcome,
    simulated: meta.simulated,
    createdAt: ctx.now(),
  });
}

/** Runs one provider call; the outcome recorded is 'sent', 'error {status}' or 'error'. */
function providerSender(
  channel: MessagingChannel,
  provider: string,
  call: (ctx: OutboundContext, phone: string, text: string) => Promise<string>,
): OutboundSender {
  return {
    channel,
    provider,
    async send(ctx, phone, text, meta) {
      let outcome = 'logged';
      if (!meta.simulated) {
        try {
          outcome = await call(ctx, phone, text);
        } catch (error) {
          outcome = 'error';
          ctx.log.warn({ err: error, channel }, 'message to the diner not sent');
        }
      }
      await record(ctx, channel, phone, text, meta, outcome);
    },
  };
}

/** The demo default: the message is only recorded (developer page, support). */
export function offlineSender(channel: MessagingChannel): OutboundSender {
  return {
    channel,
    provider: 'offline',
    async send(ctx, phone, text, meta) {
      await record(ctx, channel, phone, text, meta, 'logged');
    },
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function whatsappCloudSender(
  options: { baseUrl: string; accessToken: string; phoneNumberId: string },
  fetchImpl: typeof fetch = fetch,
): OutboundSender {
  return providerSender('whatsapp', 'whatsapp-cloud', async (_ctx, phone, text) => {
    const response = await fetchImpl(
      `${trimSlash(options.baseUrl)}/v21.0/${encodeURIComponent(options.phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: phone.replace(/\D/g, ''),
          type: 'text',
          text: { body: text },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    return response.ok ? 'sent' : `error ${response.status}`;
  });
}

export function telegramBotSender(
  options: { baseUrl: string; botToken: string },
  fetchImpl: typeof fetch = fetch,
): OutboundSender {
  return providerSender('telegram', 'telegram-bot-api', async (ctx, phone, text) => {
    const chatId = await telegramChatOf(ctx.db, phone);
    // A bot cannot start a chat: without one it has nobody to write to.
    if (!chatId) return 'no-chat';
    // The token is part of the path; it is never logged (the outcome is).
    const response = await fetchImpl(`${trimSlash(options.baseUrl)}/bot${options.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { ok?: boolean; error_code?: number } | null;
    return response.ok && body?.ok === true ? 'sent' : `error ${body?.error_code ?? response.status}`;
  });
}

export function twilioSmsSender(
  options: { baseUrl: string; accountSid: string; authToken: string; from: string },
  fetchImpl: typeof fetch = fetch,
): OutboundSender {
  return providerSender('sms', 'twilio', async (_ctx, phone, text) => {
    const response = await fetchImpl(
      `${trimSlash(options.baseUrl)}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: phone, From: options.from, Body: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    const body = (await response.json().catch(() => null)) as { sid?: string; code?: number } | null;
    return response.ok && body?.sid ? 'sent' : `error ${body?.code ?? response.status}`;
  });
}
