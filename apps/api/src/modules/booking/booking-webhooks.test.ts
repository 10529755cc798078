// Confirmation by messaging: each webhook checks its provider's secret or
// signature, and verifies a reservation only from the phone it was made with. The developer
// page's simulation goes through the same webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';
import { DEMO_SECRETS } from './booking-secrets';
import { twilioSignature, whatsappSignature } from './booking-signatures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-06-11T08:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const status = async (id: string) => (await get(`/booking/GetStatoPrenotazione?id=${id}`)).json();

async function book(phone: string): Promise<{ id: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/booking/AddPrenotazione',
    payload: {
      idloc: 'demo-centro',
      data: '12-06-2025',
      da: '19:00',
      a: '21:00',
      orari: '20:00',
      quanti: 2,
      tavoli: null,
      note: reservationNote('Marco', ''),
      phone,
      id: '',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('Telegram webhook', () => {
  const update = (userId: number, message: Record<string, unknown>) => ({
    update_id: 1,
    message: {
      message_id: 1,
      date: 1,
      from: { id: userId, is_bot: false, first_name: 'Marco' },
      chat: { id: userId, type: 'private' },
      ...message,
    },
  });
  const post = (body: unknown, secret: string | null = DEMO_SECRETS.telegramWebhookSecret) =>
    t.app.inject({
      method: 'POST',
      url: '/booking/webhooks/telegram',
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: body as object,
    });

  it('refuses a call without the secret token (401) or with a wrong one (403)', async () => {
    expect((await post(update(1, { text: 'tt ABCDEFGH' }), null)).statusCode).toBe(401);
    expect((await post(update(1, { text: 'tt ABCDEFGH' }), 'wrong')).statusCode).toBe(403);
  });

  it("asks for the diner's own contact, then verifies when it is the reservation's phone", async () => {
    const { id } = await book('+39 333 1110001');
    const asked = await post(update(501, { text: `/start tt_${id}` }));
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['x-booking-outcome']).toBe('askedContact');
    expect(asked.json()).toMatchObject({
      method: 'sendMessage',
      chat_id: 501,
      reply_markup: { keyboard: [[{ request_contact: true }]] },
    });
    expect((await status(id)).verf).toBeNull();

    // Someone else's contact is not accepted.
    const foreign = await post(update(501, { contact: { phone_number: '393331110001', user_id: 999 } }));
    expect(foreign.headers['x-booking-outcome']).toBe('foreignContact');
    expect((await status(id)).verf).toBeNull();

    const shared = await post(update(501, { contact: { phone_number: '393331110001', user_id: 501 } }));
    expect(shared.headers['x-booking-outcome']).toBe('verified');
    expect(shared.json().text).toContain('è confermata');
    expect(shared.json().text).toContain(`/cancel-reservation/${id}/`);
    expect((await status(id)).verf).toEqual(expect.any(String));

    // Known from now on: the next reservation is verified at once.
    const next = await book('3331110001');
    expect((await post(update(501, { text: `tt ${next.id}` }))).headers['x-booking-outcome']).toBe('verified');
  });

  it('does not verify from a different phone', async () => {
    const { id } = await book('+39 333 1110002');
    await post(update(502, { text: `tt ${id}` }));
    const shared = await post(update(502, { contact: { phone_number: '+39 333 9999999', user_id: 502 } }));
    expect(shared.headers['x-booking-outcome']).toBe('wrongPhone');
    expect((await status(id)).verf).toBeNull();
  });

  it('answers any other text with how to confirm', async () => {
    const res = await post(update(503, { text: 'ciao' }));
    expect(res.headers['x-booking-outcome']).toBe('notAConfirmation');
    expect(res.json().text).toContain('tt');
  });
});

describe('WhatsApp webhook', () => {
  const payload = (from: string, body: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [{ field: 'messages', value: { messages: [{ from, id: 'w1', type: 'text', text: { body } }] } }],
        },
      ],
    });
  const post = (raw: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/booking/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      payload: raw,
    });

  it('answers the subscription challenge only for the verify token', async () => {
    const ok = await get(
      `/booking/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${DEMO_SECRETS.whatsappVerifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(
      (await get('/booking/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1')).statusCode,
    ).toBe(403);
  });

  it('checks X-Hub-Signature-256 over the raw body', async () => {
    const { id } = await book('+39 333 2220001');
    const raw = payload('393332220001', `tt ${id}`);
    expect((await post(raw)).statusCode).toBe(401);
    expect((await post(raw, whatsappSignature('another-secret', raw))).statusCode).toBe(403);
    // A body altered after signing fails too.
    expect(
      (await post(raw.replace('tt', 'TT'), whatsappSignature(DEMO_SECRETS.whatsappAppSecret, raw))).statusCode,
    ).toBe(403);
    expect((await status(id)).verf).toBeNull();

    const ok = await post(raw, whatsappSignature(DEMO_SECRETS.whatsappAppSecret, raw));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results[0]).toMatchObject({ outcome: 'verified', reservationId: id });
    expect((await status(id)).verf).toEqual(expect.any(String));
  });

  it('does not verify from another number', async () => {
    const { id } = await book('+39 333 2220002');
    const raw = payload('393339999999', `tt ${id}`);
    const res = await post(raw, whatsappSignature(DEMO_SECRETS.whatsappAppSecret, raw));
    expect(res.json().results[0].outcome).toBe('wrongPhone');
    expect((await status(id)).verf).toBeNull();
  });
});

describe('SMS webhook (Twilio)', () => {
  // Twilio signs the webhook URL configured on its side: PUBLIC_ORIGIN (http://localhost in tests).
  const url = 'http://localhost/booking/webhooks/sms';
  const post = (params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/booking/webhooks/sms',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
      payload: new URLSearchParams(params).toString(),
    });

  it('checks X-Twilio-Signature and answers TwiML', async () => {
    const { id } = await book('+39 333 3330001');
    const params = { From: '+393333330001', To: '+390212345679', Body: `tt ${id}`, MessageSid: 'SM1' };
    expect((await post(params)).statusCode).toBe(401);
    expect((await post(params, twilioSignature('wrong', url, params))).statusCode).toBe(403);
    expect(
      (await post({ ...params, From: '+393339999999' }, twilioSignature(DEMO_SECRETS.twilioAuthToken, url, params)))
        .statusCode,
    ).toBe(403);

    const ok = await post(params, twilioSignature(DEMO_SECRETS.twilioAuthToken, url, params));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    expect(ok.body).toMatch(/^<\?xml[^>]*><Response><Message>Grazie! Marco, la tua prenotazione/);
    expect((await status(id)).verf).toEqual(expect.any(String));
  });
});

describe('developer page', () => {
  const simulate = (channel: string, from: string, text: string) =>
    t.app.inject({ method: 'POST', url: '/dev/booking-messages/simulate', payload: { channel, from, text } });

  it('sends a simulated message through the real webhook of each channel', async () => {
    for (const channel of ['telegram', 'whatsapp', 'sms']) {
      const { id } = await book('+39 333 4440001');
      const wrong = await simulate(channel, '+39 333 4449999', `tt ${id}`);
      expect(wrong.json(), channel).toMatchObject({ status: 200, outcome: 'wrongPhone' });
      expect((await status(id)).verf, channel).toBeNull();
      const right = await simulate(channel, '333 444 0001'.replace(/^/, '+39 '), `tt ${id}`);
      expect(right.json(), channel).toMatchObject({ status: 200, outcome: 'verified' });
      expect((await status(id)).verf, channel).toEqual(expect.any(String));
    }
  });

  it('shows the form, the reservations and the messages', async () => {
    const page = await get('/dev/booking-messages');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Invia messaggio simulato');
    expect(page.body).toContain('(simulato)');
    const form = await t.app.inject({
      method: 'POST',
      url: '/dev/booking-messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'channel=sms&from=%2B393334440001&text=ciao',
    });
    expect(form.body).toContain('data-testid="simulation-outcome">notAConfirmation<');
  });

  it('does not exist in prod, where an unset secret switches its channel off', async () => {
    const prod = await createTestApp({ env: { APP_ENV: 'prod', SESSION_SECRET: 'p'.repeat(32) } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/booking-messages' })).statusCode).toBe(404);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/booking/webhooks/telegram',
        headers: { 'x-telegram-bot-api-secret-token': DEMO_SECRETS.telegramWebhookSecret },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
