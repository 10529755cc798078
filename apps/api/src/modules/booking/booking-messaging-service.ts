// Confirmation by messaging app (spec 001 §4): what the service does with an inbound
// message once its channel's webhook has authenticated it. Every channel (and the developer
// page, through the same webhooks) ends in confirmFromPhone, which verifies the reservation
// only when the message comes from the phone the reservation was made with.
//
// Telegram does not tell a bot the sender's phone: the bot asks the diner to share their own
// contact (a reply keyboard with request_contact), accepts it only when the contact is the
// sender's own (contact.user_id === from.id), remembers it, and then verifies the id the
// diner sent. Replies to Telegram and SMS travel in the webhook's answer (no outbound call);
// WhatsApp replies go through the channel's outbound sender (outbound-messaging.ts).
import { isoToBookingDay } from '@tavola/domain/booking-capacity';
import { parseConfirmationText, providerPhone, type MessagingChannel } from '@tavola/domain/booking-messaging';
import {
  findBookingVenueBySeatWeb,
  findTelegramUser,
  logMessage,
  saveTelegramUser,
  type ReservationRow,
} from './booking-repository';
import { cancellationLink, verifyReservation, type BookingContext, type VerifyOutcome } from './booking-service';
import type { OutboundSender } from './outbound-messaging';

export interface MessagingContext extends BookingContext {
  /** Public origin for the cancellation link in replies. */
  origin: string;
  whatsapp: WhatsappSender;
}

export interface InboundResult {
  outcome: VerifyOutcome | 'notAConfirmation' | 'askedContact' | 'contactSaved' | 'foreignContact';
  reservationId: string | null;
  reply: string;
}

export const CONTACT_BUTTON = 'Condividi il mio numero';

const HELP =
  "Per confermare la prenotazione invia 'tt' seguito dal codice della prenotazione, ad esempio: tt AB12CD34.";

async function replyFor(
  ctx: MessagingContext,
  outcome: VerifyOutcome,
  id: string,
  row: ReservationRow | null,
): Promise<string> {
  switch (outcome) {
    case 'verified':
    case 'alreadyVerified': {
      if (!row) return 'La tua prenotazione è confermata.';
      const venue = await findBookingVenueBySeatWeb(ctx.db, row.seatWebId);
      const who = row.name ? `${row.name}, l` : 'L';
      const what = `${who}a tua prenotazione${venue ? ` da ${venue.venueName}` : ''} per ${row.people} ${row.people === 1 ? 'persona' : 'persone'} il ${isoToBookingDay(row.day)} alle ${row.time} è confermata.`;
      const cancel = venue ? ` Per cancellarla: ${cancellationLink(ctx.origin, venue.companyUrlName, row)}` : '';
      return `${outcome === 'verified' ? 'Grazie! ' : ''}${what}${cancel}`;
    }
    case 'wrongPhone':
      return `Questo numero non è quello indicato nella prenotazione ${id}: la prenotazione non è stata confermata. Invia il messaggio dal telefono con cui hai prenotato.`;
    case 'cancelled':
      return `La prenotazione ${id} risulta cancellata.`;
    case 'expired':
      return `La prenotazione ${id} è scaduta perché non è stata confermata in tempo e i posti non sono più disponibili. Ti chiediamo di prenotare di nuovo.`;
    case 'unknown':
      return `Non troviamo la prenotazione ${id}. Controlla il codice e riprova.`;
  }
}

/** The shared path: a reservation id from a phone (E.164) on a channel. */
export async function confirmFromPhone(
  ctx: MessagingContext,
  input: { channel: MessagingChannel; phone: string; reservationId: string },
): Promise<InboundResult> {
  const { outcome, row } = await verifyReservation(ctx, input.reservationId, input.phone, input.channel);
  return { outcome, reservationId: input.reservationId, reply: await replyFor(ctx, outcome, input.reservationId, row) };
}

async function log(
  ctx: MessagingContext,
  entry: {
    direction: 'in' | 'out';
    channel: MessagingChannel;
    party: string;
    text: string;
    reservationId?: string | null;
    outcome?: string;
    simulated: boolean;
  },
) {
  await logMessage(ctx.db, {
    ...entry,
    reservationId: entry.reservationId ?? null,
    outcome: entry.outcome ?? null,
    createdAt: ctx.now(),
  });
}

/** WhatsApp and SMS: the channel gives the sender's number. */
export async function handlePhoneMessage(
  ctx: MessagingContext,
  input: { channel: MessagingChannel; from: string; text: string; simulated: boolean },
): Promise<InboundResult> {
  const phone = providerPhone(input.from);
  const reservationId = parseConfirmationText(input.text);
  const result: InboundResult = reservationId
    ? await confirmFromPhone(ctx, { channel: input.channel, phone, reservationId })
    : { outcome: 'notAConfirmation', reservationId: null, reply: HELP };
  await log(ctx, {
    direction: 'in',
    channel: input.channel,
    party: phone,
    text: input.text,
    reservationId,
    outcome: result.outcome,
    simulated: input.simulated,
  });
  return result;
}

// Telegram -----------------------------------------------------------------------------------

export interface TelegramMessage {
  message_id?: number;
  from?: { id: number | string; first_name?: string };
  chat: { id: number | string };
  text?: string;
  contact?: { phone_number: string; user_id?: number | string; first_name?: string };
}

export interface TelegramUpdate {
  update_id?: number;
  message?: TelegramMessage;
  edited_message?: TelegramMessage;
}

/** A Bot API method call answered in the webhook's response. */
export interface TelegramReply {
  method: 'sendMessage';
  chat_id: number | string;
  text: string;
  reply_markup?: unknown;
}

const removeKeyboard = { remove_keyboard: true };
const askContactKeyboard = {
  keyboard: [[{ text: CONTACT_BUTTON, request_contact: true }]],
  one_time_keyboard: true,
  resize_keyboard: true,
};

export async function handleTelegramUpdate(
  ctx: MessagingContext,
  update: TelegramUpdate,
  simulated: boolean,
): Promise<{ result: InboundResult; reply: TelegramReply } | null> {
  const message = update.message ?? update.edited_message;
  if (!message?.from || message.chat?.id === undefined) return null;
  const userId = String(message.from.id);
  const chatId = String(message.chat.id);
  const user = await findTelegramUser(ctx.db, userId);
  const answer = (result: InboundResult, replyMarkup: unknown = removeKeyboard) => ({
    result,
    reply: { method: 'sendMessage' as const, chat_id: message.chat.id, text: result.reply, reply_markup: replyMarkup },
  });

  let outcome: { result: InboundResult; reply: TelegramReply };
  let party = user?.phone ?? `telegram:${userId}`;
  let text = message.text ?? '';

  if (message.contact) {
    text = `[contatto ${message.contact.phone_number}]`;
    if (String(message.contact.user_id ?? '') !== userId) {
      outcome = answer(
        {
          outcome: 'foreignContact',
          reservationId: null,
          reply: 'Condividi il tuo numero, non quello di un altro contatto.',
        },
        askContactKeyboard,
      );
    } else {
      const phone = providerPhone(message.contact.phone_number);
      party = phone;
      const pending = user?.pendingReservationId ?? null;
      await saveTelegramUser(ctx.db, { telegramUserId: userId, chatId, phone, pendingReservationId: null }, ctx.now());
      outcome = pending
        ? answer(await confirmFromPhone(ctx, { channel: 'telegram', phone, reservationId: pending }))
        : answer({
            outcome: 'contactSaved',
            reservationId: null,
            reply: `Grazie, il tuo numero è registrato. ${HELP}`,
          });
    }
  } else {
    const reservationId = parseConfirmationText(message.text);
    if (!reservationId) {
      outcome = answer({ outcome: 'notAConfirmation', reservationId: null, reply: HELP });
    } else if (user?.phone) {
      outcome = answer(await confirmFromPhone(ctx, { channel: 'telegram', phone: user.phone, reservationId }));
    } else {
      await saveTelegramUser(
        ctx.db,
        { telegramUserId: userId, chatId, pendingReservationId: reservationId },
        ctx.now(),
      );
      outcome = answer(
        {
          outcome: 'askedContact',
          reservationId,
          reply: `Per confermare la prenotazione ${reservationId} abbiamo bisogno del numero con cui hai prenotato: tocca «${CONTACT_BUTTON}».`,
        },
        askContactKeyboard,
      );
    }
  }
  await log(ctx, {
    direction: 'in',
    channel: 'telegram',
    party,
    text,
    reservationId: outcome.result.reservationId,
    outcome: outcome.result.outcome,
    simulated,
  });
  await log(ctx, {
    direction: 'out',
    channel: 'telegram',
    party,
    text: outcome.reply.text,
    reservationId: outcome.result.reservationId,
    outcome: 'webhook-reply',
    simulated,
  });
  return outcome;
}

// WhatsApp outbound --------------------------------------------------------------------------

/** WhatsApp replies go through the channel's outbound sender (outbound-messaging.ts). */
export type WhatsappSender = OutboundSender;
