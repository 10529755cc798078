// A staff cancellation is told on the channel the diner used: the
// Telegram Bot API and Twilio SMS senders against local fakes answering like the documented
// APIs, chosen by config; without credentials the offline sender only records the notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reservationNote } from '@tavola/domain/booking';
import { bookingMessages, bookingTelegramUsers, seatWebs, tableReservations } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import {
  startFakeTelegram,
  startFakeTwilio,
  type FakeTelegram,
  type FakeTwilio,
} from '../../simulators/messaging/fake-messaging-providers';
import { createOutboundMessaging, telegramBotSender, twilioSmsSender } from '../booking/outbound-messaging';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

const BOT_TOKEN = '123456:ABC-fake-token';
const SID = `AC${'1'.repeat(32)}`;
const AUTH = 'fake-auth-token';
const FROM = '+390212345679';

let telegram: FakeTelegram;
let twilio: FakeTwilio;
let t: Awaited<ReturnType<typeof createTestApp>>;
let isola: number;
let staff: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  telegram = await startFakeTelegram({ botToken: BOT_TOKEN, knownChats: ['777001'] });
  twilio = await startFakeTwilio({ accountSid: SID, authToken: AUTH });
  t = await createTestApp({
    now: () => new Date('2025-06-11T08:00:00Z'),
    env: {
      RATE_LIMIT_BOOKING_MAX: '1000',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_BASE_URL: telegram.baseUrl,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: AUTH,
      TWILIO_SMS_FROM: FROM,
      TWILIO_API_BASE_URL: `${twilio.baseUrl}/`,
    },
  });
  [{ seatWebId: isola }] = await t.db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.tableReservationId, 'demo-isola'));
  staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [isola] });
});
afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await twilio?.close();
});

/** A reservation confirmed on `channel` from `phone`, as the webhooks would leave it. */
async function confirmedReservation(channel: 'telegram' | 'sms', phone: string): Promise<string> {
  const booked = await t.app.inject({
    method: 'POST',
    url: '/booking/AddPrenotazione',
    payload: {
      idloc: 'demo-isola',
      data: '12-06-2025',
      da: '19:30',
      a: '21:30',
      orari: '20:00',
      quanti: 2,
      tavoli: null,
      note: reservationNote('Giulia Rossi', ''),
      phone: '333 1234567',
      id: '',
    },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().id as string;
  await t.db
    .update(tableReservations)
    .set({ phone, verifiedVia: channel, verifiedAt: new Date('2025-06-11T08:00:00Z') })
    .where(eq(tableReservations.reservationId, id));
  return id;
}
const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/staff/venues/${isola}/bookings/${id}/cancel`, headers: staff.headers });
const outcomeOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(bookingMessages)
      .where(and(eq(bookingMessages.reservationId, id), eq(bookingMessages.direction, 'out')))
  ).map((m) => ({ channel: m.channel, outcome: m.outcome, text: m.text }));

describe('the diner is told on their channel when staff cancel', () => {
  it('Telegram: the Bot API sendMessage to the chat the diner confirmed from', async () => {
    await t.db
      .insert(bookingTelegramUsers)
      .values({ telegramUserId: '777001', chatId: '777001', phone: '+393331110001', updatedAt: new Date() });
    const id = await confirmedReservation('telegram', '+393331110001');
    expect((await cancel(id)).statusCode).toBe(200);
    const sent = telegram.sent.find((m) => m.text.includes(id));
    expect(sent).toMatchObject({ chat_id: '777001' });
    expect(sent!.text).toMatch(/annullata dal ristorante/);
    expect(await outcomeOf(id)).toEqual([expect.objectContaining({ channel: 'telegram', outcome: 'sent' })]);
  });

  it('Telegram without a chat for that phone: nothing to write to, recorded as such', async () => {
    const id = await confirmedReservation('telegram', '+393331110002');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(telegram.sent.some((m) => m.text.includes(id))).toBe(false);
    expect(await outcomeOf(id)).toEqual([expect.objectContaining({ channel: 'telegram', outcome: 'no-chat' })]);
  });

  it('SMS: a Twilio message from the configured number', async () => {
    const id = await confirmedReservation('sms', '+393331110003');
    expect((await cancel(id)).statusCode).toBe(200);
    const sent = twilio.sent.find((m) => m.Body.includes(id));
    expect(sent).toMatchObject({ To: '+393331110003', From: FROM });
    expect(await outcomeOf(id)).toEqual([expect.objectContaining({ channel: 'sms', outcome: 'sent' })]);
  });
});

describe('senders', () => {
  const ctx = () => ({ db: t.db, now: () => new Date(), log: { warn: () => {} } });
  const lastOut = async () =>
    (await t.db.select().from(bookingMessages).where(eq(bookingMessages.direction, 'out'))).at(-1)!;

  it('record the provider’s refusal instead of failing the cancellation', async () => {
    await twilioSmsSender({ baseUrl: twilio.baseUrl, accountSid: SID, authToken: 'wrong', from: FROM }).send(
      ctx(),
      '+393331110004',
      'x',
      { simulated: false },
    );
    expect((await lastOut()).outcome).toBe('error 20003');
    await telegramBotSender({ baseUrl: telegram.baseUrl, botToken: 'wrong' }).send(ctx(), '+393331110001', 'x', {
      simulated: false,
    });
    expect((await lastOut()).outcome).toBe('error 401');
    // A provider that cannot be reached.
    await telegramBotSender({ baseUrl: 'http://127.0.0.1:9', botToken: BOT_TOKEN }).send(ctx(), '+393331110001', 'x', {
      simulated: false,
    });
    expect((await lastOut()).outcome).toBe('error');
  });

  it('are offline without credentials (the demo default) and never call a provider for simulated messages', async () => {
    const offline = createOutboundMessaging({
      WHATSAPP_API_BASE_URL: 'https://graph.facebook.com',
      TELEGRAM_API_BASE_URL: telegram.baseUrl,
      TWILIO_API_BASE_URL: twilio.baseUrl,
    });
    expect([offline.whatsapp.provider, offline.telegram.provider, offline.sms.provider]).toEqual([
      'offline',
      'offline',
      'offline',
    ]);
    const before = twilio.sent.length;
    await offline.sms.send(ctx(), '+393331110005', 'offline', { simulated: false });
    expect((await lastOut()).outcome).toBe('logged');
    await twilioSmsSender({ baseUrl: twilio.baseUrl, accountSid: SID, authToken: AUTH, from: FROM }).send(
      ctx(),
      '+393331110005',
      'simulated',
      { simulated: true },
    );
    expect((await lastOut()).outcome).toBe('logged');
    expect(twilio.sent.length).toBe(before);
  });
});
