// Developer page of the booking service, demo and dev only (registered by app.ts
// outside prod): /dev/booking-messages sends a simulated inbound message (channel, sender's
// phone, text) so the messaging confirmation works offline. The simulation builds the
// provider's own payload, signs it with the channel's secret and posts it to the real webhook
// in-process (app.inject), so it runs exactly the verification a real message runs.
// POST /dev/booking-messages/simulate is the same for scripts and browser journeys (JSON).
import { int4, plainText } from '@tavola/domain/primitives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoToBookingDay } from '@tavola/domain/booking-capacity';
import { messagingChannels, providerPhone, type MessagingChannel } from '@tavola/domain/booking-messaging';
import { escapeHtml } from '../mail/mail-format';
import { listMessages, listRecentReservations, type BookingMessageRow } from './booking-repository';
import { channelSecrets } from './booking-secrets';
import { twilioSignature, whatsappSignature } from './booking-signatures';
import { OUTCOME_HEADER, SIMULATED_HEADER } from './booking-webhook-routes';

const simulateBody = z.object({
  channel: z.enum(messagingChannels as [MessagingChannel, ...MessagingChannel[]]),
  from: plainText().trim().min(3).max(40).describe("The sender's phone, e.g. +39 333 1234567"),
  text: plainText().trim().min(1).max(500).describe("e.g. 'tt AB12CD34'"),
});
type SimulateInput = z.infer<typeof simulateBody>;

const simulateResult = z.object({
  status: int4().describe("The webhook's HTTP status"),
  outcome: plainText().describe(
    'verified, alreadyVerified, wrongPhone, unknown, expired, cancelled, notAConfirmation, ...',
  ),
  reply: plainText().describe('What the diner would read back'),
});
type SimulateResult = z.infer<typeof simulateResult>;

/** A stable fake Telegram user per phone: the same phone is the same user across messages. */
function telegramUserIdFor(phone: string): number {
  return 7_000_000_000 + (Number(phone.replace(/\D/g, '').slice(-9)) || 0);
}

async function simulate(app: FastifyInstance, request: FastifyRequest, input: SimulateInput): Promise<SimulateResult> {
  const secrets = channelSecrets(app.config);
  const phone = providerPhone(input.from);
  const headers = { host: request.host, 'x-forwarded-proto': request.protocol, [SIMULATED_HEADER]: '1' };
  const now = Math.floor(Date.now() / 1000);

  if (input.channel === 'telegram') {
    const userId = telegramUserIdFor(phone);
    const base = {
      message_id: now,
      date: now,
      from: { id: userId, is_bot: false, first_name: 'Simulazione' },
      chat: { id: userId, type: 'private' },
    };
    const post = (message: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/booking/webhooks/telegram',
        headers: { ...headers, 'x-telegram-bot-api-secret-token': secrets.telegramWebhookSecret ?? '' },
        payload: { update_id: now, message: { ...base, ...message } },
      });
    let response = await post({ text: input.text });
    // The diner taps the bot's 'share my number' button: Telegram sends their own contact.
    if (response.headers[OUTCOME_HEADER] === 'askedContact') {
      response = await post({
        contact: { phone_number: phone.replace(/^\+/, ''), user_id: userId, first_name: 'Simulazione' },
      });
    }
    const body = response.json() as { text?: string; message?: string };
    return {
      status: response.statusCode,
      outcome: String(response.headers[OUTCOME_HEADER] ?? 'error'),
      reply: body.text ?? body.message ?? '',
    };
  }

  if (input.channel === 'whatsapp') {
    const waId = phone.replace(/^\+/, '');
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'simulated',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                contacts: [{ wa_id: waId, profile: { name: 'Simulazione' } }],
                messages: [
                  {
                    from: waId,
                    id: `wamid.sim${now}`,
                    timestamp: String(now),
                    type: 'text',
                    text: { body: input.text },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const response = await app.inject({
      method: 'POST',
      url: '/booking/webhooks/whatsapp',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature(secrets.whatsappAppSecret ?? '', raw),
      },
      payload: raw,
    });
    const body = response.json() as { results?: { reply: string }[]; message?: string };
    return {
      status: response.statusCode,
      outcome: String(response.headers[OUTCOME_HEADER] ?? 'error'),
      reply: body.results?.[0]?.reply ?? body.message ?? '',
    };
  }

  const params = { From: phone, To: app.config.BOOKING_SMS_NUMBER, Body: input.text, MessageSid: `SMsim${now}` };
  const origin = app.config.publicOrigin;
  const response = await app.inject({
    method: 'POST',
    url: '/booking/webhooks/sms',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(secrets.twilioAuthToken ?? '', `${origin}/booking/webhooks/sms`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
  const message = /<Message>([\s\S]*)<\/Message>/.exec(response.body)?.[1] ?? '';
  const unescaped = message.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e] as string,
  );
  return {
    status: response.statusCode,
    outcome: String(response.headers[OUTCOME_HEADER] ?? 'error'),
    reply: unescaped || response.body,
  };
}

const timeFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'medium',
});

function statusText(r: { verifiedAt: Date | null; cancelledAt: Date | null }): string {
  if (r.cancelledAt) return 'cancellata';
  if (r.verifiedAt) return 'confermata';
  return 'da confermare';
}

function renderPage(input: {
  messages: BookingMessageRow[];
  reservations: Awaited<ReturnType<typeof listRecentReservations>>;
  form: Partial<SimulateInput>;
  result: SimulateResult | null;
  error: string | null;
}): string {
  const { form, result } = input;
  const option = (value: MessagingChannel, label: string) =>
    `<option value="${value}"${(form.channel ?? 'telegram') === value ? ' selected' : ''}>${label}</option>`;
  const reservations = input.reservations
    .map(({ reservation: r, venueName }) => {
      const use = `/dev/booking-messages?text=${encodeURIComponent(`tt ${r.reservationId}`)}&from=${encodeURIComponent(r.phone)}`;
      return `<tr><td><code>${escapeHtml(r.reservationId)}</code></td><td>${escapeHtml(venueName)}</td><td>${isoToBookingDay(r.day)} ${escapeHtml(r.time)}</td><td>${r.people}</td><td>${escapeHtml(r.name)}</td><td>${escapeHtml(r.phone || '—')}</td><td>${statusText(r)}</td><td><a href="${escapeHtml(use)}">usa</a></td></tr>`;
    })
    .join('\n');
  const messages = input.messages
    .map(
      (m) =>
        `<tr class="${m.direction}"><td>${escapeHtml(timeFormat.format(m.createdAt))}</td><td>${m.direction === 'in' ? '⬅ entrata' : '➡ uscita'}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.party)}</td><td>${escapeHtml(m.text)}</td><td>${escapeHtml(m.outcome ?? '')}${m.simulated ? ' <small>(simulato)</small>' : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Messaggi prenotazioni</title>
<style>
  body { font-family: system-ui, Arial, sans-serif; margin: 0 auto; max-width: 1000px; padding: 16px; color: #222; }
  .note { background: #fff3cd; border: 1px solid #e0c36a; padding: 8px 12px; border-radius: 4px; }
  form { display: grid; grid-template-columns: max-content 1fr; gap: 8px 12px; align-items: center; max-width: 560px; margin: 16px 0; }
  input, select, button { font: inherit; padding: 6px 8px; }
  button { grid-column: 2; justify-self: start; }
  .result { border: 1px solid #9ac; background: #eef6ff; padding: 8px 12px; border-radius: 4px; }
  .error { border-color: #d88; background: #fdecec; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; margin: 8px 0 24px; }
  th, td { border-bottom: 1px solid #ddd; padding: 4px 6px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  tr.out td { color: #555; }
</style>
</head>
<body>
<main>
<h1>Messaggi prenotazioni</h1>
<p class="note">Pagina per sviluppatori (ambiente demo o dev). Simula un messaggio in arrivo dal cliente: viene firmato con il segreto del canale e inviato al webhook vero (<code>/booking/webhooks/…</code>), quindi segue la stessa verifica di un messaggio reale. Per Telegram la simulazione condivide anche il contatto del mittente quando il bot lo chiede.</p>
<form method="post" action="/dev/booking-messages">
  <label for="channel">Canale</label>
  <select id="channel" name="channel">${option('telegram', 'Telegram')}${option('whatsapp', 'WhatsApp')}${option('sms', 'SMS')}</select>
  <label for="from">Telefono del mittente</label>
  <input id="from" name="from" type="tel" required placeholder="+39 333 1234567" value="${escapeHtml(form.from ?? '')}">
  <label for="text">Testo</label>
  <input id="text" name="text" required placeholder="tt AB12CD34" value="${escapeHtml(form.text ?? 'tt ')}">
  <button type="submit">Invia messaggio simulato</button>
</form>
${input.error ? `<p class="result error" role="alert">${escapeHtml(input.error)}</p>` : ''}
${
  result
    ? `<div class="result" role="status" data-testid="simulation-result"><p><strong>Esito:</strong> <span data-testid="simulation-outcome">${escapeHtml(result.outcome)}</span> (HTTP ${result.status})</p><p><strong>Risposta al cliente:</strong> ${escapeHtml(result.reply)}</p></div>`
    : ''
}
<h2>Ultime prenotazioni</h2>
${reservations ? `<table><thead><tr><th>Codice</th><th>Sede</th><th>Giorno e ora</th><th>Persone</th><th>Nome</th><th>Telefono</th><th>Stato</th><th></th></tr></thead><tbody>${reservations}</tbody></table>` : '<p>Nessuna prenotazione.</p>'}
<h2>Messaggi</h2>
${messages ? `<table><thead><tr><th>Data</th><th>Verso</th><th>Canale</th><th>Numero</th><th>Testo</th><th>Esito</th></tr></thead><tbody>${messages}</tbody></table>` : '<p>Nessun messaggio.</p>'}
</main>
</body>
</html>`;
}

const pageQuery = z.object({
  text: plainText().max(500).optional(),
  from: plainText().max(40).optional(),
  channel: plainText().optional(),
});

export const bookingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const FORM = 'application/x-www-form-urlencoded';
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  const page = async (form: Partial<SimulateInput>, result: SimulateResult | null, error: string | null) =>
    renderPage({
      messages: await listMessages(app.db, 100),
      reservations: await listRecentReservations(app.db, 20),
      form,
      result,
      error,
    });

  app.get(
    '/dev/booking-messages',
    {
      schema: {
        summary: 'Developer page: simulate an inbound booking confirmation message (demo and dev only)',
        tags: ['dev'],
        querystring: pageQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const channel = messagingChannels.find((c) => c === request.query.channel);
      const html = await page({ text: request.query.text, from: request.query.from, channel }, null, null);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/dev/booking-messages',
    {
      schema: {
        summary: 'Developer page form: sends the simulated message and shows the outcome',
        tags: ['dev'],
        consumes: [FORM],
        body: z.looseObject({
          channel: plainText().optional(),
          from: plainText().optional(),
          text: plainText().optional(),
        }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const parsed = simulateBody.safeParse(request.body);
      const html = parsed.success
        ? await page(parsed.data, await simulate(app, request, parsed.data), null)
        : await page(request.body as Partial<SimulateInput>, null, 'Compila canale, telefono e testo.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/dev/booking-messages/simulate',
    {
      schema: {
        summary: 'Sends a simulated inbound message through the real webhook (JSON; demo and dev only)',
        tags: ['dev'],
        body: simulateBody,
        response: { 200: simulateResult },
      },
    },
    async (request) => simulate(app, request, request.body),
  );
};
