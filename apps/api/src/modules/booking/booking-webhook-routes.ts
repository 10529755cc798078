// Inbound messaging webhooks of the booking service: the diner's 'tt {id}' arrives
// from the Telegram Bot API, the WhatsApp Cloud API or Twilio (SMS). Each call is
// authenticated with its provider's secret or signature before anything is read (401 when the
// header is missing, 403 when it is wrong; 404 when the channel has no secret configured, in
// prod). The developer page (/dev/booking-messages) signs its simulated messages with the same
// secrets and sends them here, so a simulation runs exactly this code.
import { plainText } from '@tavola/domain/primitives';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import {
  handlePhoneMessage,
  handleTelegramUpdate,
  type InboundResult,
  type MessagingContext,
  type TelegramUpdate,
  type WhatsappSender,
} from './booking-messaging-service';
import { channelSecrets } from './booking-secrets';
import type { BookingContext } from './booking-service';
import { safeEqual, twilioSignature, whatsappSignature } from './booking-signatures';

declare module 'fastify' {
  interface FastifyRequest {
    /** The unparsed JSON body, for the WhatsApp signature (set by the webhooks' parser only). */
    rawBody?: Buffer;
  }
}

/** Marks a call from the developer page; honoured only outside prod. */
export const SIMULATED_HEADER = 'x-tavola-simulated';
/** Every webhook answer says what the service did (for the developer page and tests). */
export const OUTCOME_HEADER = 'x-booking-outcome';

const errorBody = errorResponses[400];
const tags = ['booking webhooks'];
const FORM = 'application/x-www-form-urlencoded';

export interface WebhookOptions {
  ctx: BookingContext;
  whatsapp: WhatsappSender;
  originOf(request: { protocol: string; host: string }): string;
}

function refuse(reply: FastifyReply, status: 401 | 403 | 404, message: string) {
  return reply.code(status).send({ code: status === 404 ? 'CHANNEL_NOT_CONFIGURED' : 'WEBHOOK_SIGNATURE', message });
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

// Loose shapes: providers add fields over time; only what is read is named.
const telegramUpdateSchema = z.looseObject({
  update_id: z.number().optional(),
  message: z.looseObject({}).optional(),
  edited_message: z.looseObject({}).optional(),
});
const whatsappPayloadSchema = z.looseObject({
  object: plainText().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              value: z.looseObject({
                messages: z
                  .array(
                    z.looseObject({
                      from: plainText(),
                      type: plainText().optional(),
                      text: z.looseObject({ body: plainText() }).optional(),
                    }),
                  )
                  .optional(),
              }),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
const twilioFormSchema = z.looseObject({ From: plainText().default(''), Body: plainText().default('') });

export const bookingWebhookRoutes: FastifyPluginAsyncZod<WebhookOptions> = async (app, opts) => {
  const secrets = channelSecrets(app.config);
  const allowSimulation = app.config.APP_ENV !== 'prod';
  const simulated = (request: FastifyRequest) => allowSimulation && request.headers[SIMULATED_HEADER] === '1';
  const messaging = (request: FastifyRequest): MessagingContext => ({
    ...opts.ctx,
    origin: opts.originOf(request),
    whatsapp: opts.whatsapp,
  });

  // JSON keeps its raw bytes here (the WhatsApp signature is over them); forms are flat strings.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    try {
      done(null, raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')));
    } catch {
      done(Object.assign(new Error('Il corpo della richiesta non è JSON valido'), { statusCode: 400 }), undefined);
    }
  });
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.post(
    '/webhooks/telegram',
    {
      schema: {
        summary: 'Telegram Bot API webhook (setWebhook with secret_token)',
        description:
          "Checks X-Telegram-Bot-Api-Secret-Token. Answers with a sendMessage method call (the bot's reply travels in the webhook response).",
        tags,
        body: telegramUpdateSchema,
        response: {
          200: z.looseObject({}).describe('A Bot API method call (sendMessage) or {}'),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
      preValidation: async (request, reply) => {
        if (!secrets.telegramWebhookSecret) return refuse(reply, 404, 'Canale Telegram non configurato.');
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof given !== 'string' || !given) return refuse(reply, 401, 'Token segreto mancante.');
        if (!safeEqual(given, secrets.telegramWebhookSecret)) return refuse(reply, 403, 'Token segreto non valido.');
      },
    },
    async (request, reply) => {
      const handled = await handleTelegramUpdate(
        messaging(request),
        request.body as TelegramUpdate,
        simulated(request),
      );
      reply.header(OUTCOME_HEADER, handled?.result.outcome ?? 'ignored');
      return reply.send((handled?.reply ?? {}) as Record<string, unknown>);
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        summary: 'WhatsApp Cloud API webhook verification (hub.mode, hub.verify_token, hub.challenge)',
        tags,
        querystring: z.looseObject({
          'hub.mode': plainText().optional(),
          'hub.verify_token': plainText().optional(),
          'hub.challenge': plainText().optional(),
        }),
        response: { 200: plainText().describe('hub.challenge, as text'), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!secrets.whatsappVerifyToken) return refuse(reply, 404, 'Canale WhatsApp non configurato.');
      const query = request.query;
      const token = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !safeEqual(token, secrets.whatsappVerifyToken)) {
        return refuse(reply, 403, 'Token di verifica non valido.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      schema: {
        summary: 'WhatsApp Cloud API webhook (messages)',
        description:
          'Checks X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret). Replies go out through the Graph API when configured.',
        tags,
        body: whatsappPayloadSchema,
        response: {
          200: z.object({
            results: z.array(
              z.object({ outcome: plainText(), reservationId: plainText().nullable(), reply: plainText() }),
            ),
          }),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
      preValidation: async (request, reply) => {
        if (!secrets.whatsappAppSecret) return refuse(reply, 404, 'Canale WhatsApp non configurato.');
        const given = request.headers['x-hub-signature-256'];
        if (typeof given !== 'string' || !given) return refuse(reply, 401, 'Firma mancante.');
        if (!request.rawBody || !safeEqual(given, whatsappSignature(secrets.whatsappAppSecret, request.rawBody))) {
          return refuse(reply, 403, 'Firma non valida.');
        }
      },
    },
    async (request, reply) => {
      const ctx = messaging(request);
      const isSimulated = simulated(request);
      const results: InboundResult[] = [];
      for (const entry of request.body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const message of change.value.messages ?? []) {
            const text = message.type === undefined || message.type === 'text' ? (message.text?.body ?? '') : '';
            const result = await handlePhoneMessage(ctx, {
              channel: 'whatsapp',
              from: message.from,
              text,
              simulated: isSimulated,
            });
            await opts.whatsapp.send(ctx, `+${message.from.replace(/^\+/, '')}`, result.reply, {
              reservationId: result.reservationId,
              simulated: isSimulated,
            });
            results.push(result);
          }
        }
      }
      reply.header(OUTCOME_HEADER, results.map((r) => r.outcome).join(',') || 'ignored');
      return reply.send({ results });
    },
  );

  app.post(
    '/webhooks/sms',
    {
      schema: {
        summary: 'SMS webhook, Twilio style (form post with From and Body)',
        description:
          'Checks X-Twilio-Signature (base64 HMAC-SHA1 of the URL and the sorted parameters with the auth token). Answers TwiML with the reply.',
        tags,
        consumes: [FORM],
        body: twilioFormSchema,
        response: { 200: plainText().describe('TwiML'), 401: errorBody, 403: errorBody, 404: errorBody },
      },
      preValidation: async (request, reply) => {
        if (!secrets.twilioAuthToken) return refuse(reply, 404, 'Canale SMS non configurato.');
        const given = request.headers['x-twilio-signature'];
        if (typeof given !== 'string' || !given) return refuse(reply, 401, 'Firma mancante.');
        const params = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, string>;
        const url = `${opts.originOf(request)}${request.url}`;
        if (!safeEqual(given, twilioSignature(secrets.twilioAuthToken, url, params)))
          return refuse(reply, 403, 'Firma non valida.');
      },
    },
    async (request, reply) => {
      const result = await handlePhoneMessage(messaging(request), {
        channel: 'sms',
        from: request.body.From,
        text: request.body.Body,
        simulated: simulated(request),
      });
      reply.header(OUTCOME_HEADER, result.outcome);
      return reply
        .type('text/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(result.reply)}</Message></Response>`,
        );
    },
  );
};
