// Confirmation of a table reservation by messaging app (spec 001 §2-§4, §7): the
// diner sends 'tt {id}' to the venue's business number or bot; the booking service verifies
// the reservation when the message comes from the phone it was made with. The texts, links
// and phone forms both sides use live here.
import { ConfirmationMode } from './enums';
import { internationalPhone } from './phone-rules';

/** 001 §4: the message carries the reservation id as 'tt {id}'. */
export function confirmationText(reservationId: string): string {
  return `tt ${reservationId}`;
}

/**
 * Telegram cannot prefill a message to a bot; its deep link carries a start parameter
 * instead ([A-Za-z0-9_-], up to 64), which the bot receives as '/start tt_{id}'.
 */
export function telegramStartParameter(reservationId: string): string {
  return `tt_${reservationId}`;
}

/**
 * The reservation id of a confirmation message: 'tt {id}' (any case, spaces around), or the
 * Telegram deep-link start '/start tt_{id}'. null for any other text.
 */
export function parseConfirmationText(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  const match =
    /^tt\s+([A-Za-z0-9]{4,32})$/i.exec(trimmed) ?? /^\/start(?:@\w+)?\s+tt[_-]?([A-Za-z0-9]{4,32})$/i.exec(trimmed);
  return match ? match[1].toUpperCase() : null;
}

/**
 * A number as a provider gives it (WhatsApp's wa_id '393331234567', Telegram's contact
 * '+39 333 ...', Twilio's '+393331234567') in E.164 form: these are already international, so
 * a number without '+' only gets the '+' (unlike normalisePhone, which adds +39 to what a
 * diner types).
 */
export function providerPhone(raw: string | null | undefined): string {
  return internationalPhone(raw ?? '', '+');
}

/** Digits only, as wa.me and Whatsapp Web want the number. */
const digits = (phone: string) => phone.replace(/\D/g, '');

export interface MessagingSettings {
  whatsAppNumber: string;
  smsNumber: string;
  telegramBot: string;
}

/**
 * The numbers a diner confirms a booking with: the company's own (brand and legal screen)
 * where set, otherwise the settings file's (spec 001 §3 tableReservation).
 */
export function messagingSettingsFor(
  company: { whatsAppNumber?: string | null; smsNumber?: string | null; telegramBot?: string | null },
  settings: MessagingSettings,
): MessagingSettings {
  return {
    whatsAppNumber: company.whatsAppNumber || settings.whatsAppNumber,
    smsNumber: company.smsNumber || settings.smsNumber,
    telegramBot: company.telegramBot || settings.telegramBot,
  };
}

/**
 * The link that opens the messaging app with the confirmation message (001 §7 "External
 * links"): Whatsapp (wa.me), SMS (sms: with the iOS '&body' adjustment), the Telegram bot
 * (t.me with a start parameter) and Whatsapp Web. null when the setting is missing.
 */
export function confirmationLink(
  mode: ConfirmationMode,
  settings: MessagingSettings,
  reservationId: string,
  options: { ios?: boolean } = {},
): string | null {
  const text = encodeURIComponent(confirmationText(reservationId));
  switch (mode) {
    case ConfirmationMode.Whatsapp:
      return digits(settings.whatsAppNumber) ? `https://wa.me/${digits(settings.whatsAppNumber)}?text=${text}` : null;
    case ConfirmationMode.WhatsappWeb:
      return digits(settings.whatsAppNumber)
        ? `https://web.whatsapp.com/send?phone=${digits(settings.whatsAppNumber)}&text=${text}`
        : null;
    case ConfirmationMode.Sms: {
      const number = settings.smsNumber.replace(/[^\d+]/g, '');
      if (!number) return null;
      return `sms:${number}${options.ios ? '&' : '?'}body=${text}`;
    }
    case ConfirmationMode.Telegram: {
      const bot = settings.telegramBot.trim().replace(/^@/, '');
      return bot ? `https://t.me/${encodeURIComponent(bot)}?start=${telegramStartParameter(reservationId)}` : null;
    }
    default:
      return null;
  }
}

/** 001 §2: Whatsapp always; Telegram and SMS on mobile; Whatsapp Web on desktop. */
export function confirmationModesFor(isMobile: boolean): ConfirmationMode[] {
  return isMobile
    ? [ConfirmationMode.Whatsapp, ConfirmationMode.Telegram, ConfirmationMode.Sms]
    : [ConfirmationMode.Whatsapp, ConfirmationMode.WhatsappWeb];
}

/** Names of the modes as the screens show them (001 §3). */
export const confirmationModeLabels: Record<ConfirmationMode, string> = {
  [ConfirmationMode.Whatsapp]: 'Whatsapp',
  [ConfirmationMode.Telegram]: 'Telegram',
  [ConfirmationMode.Sms]: 'SMS',
  [ConfirmationMode.WhatsappWeb]: 'Whatsapp Web',
};

/** 001 §4: mobile, or not Whatsapp: the info popup comes before the reservation is added. */
export function showsInfoPopup(mode: ConfirmationMode, isMobile: boolean): boolean {
  return isMobile || mode !== ConfirmationMode.Whatsapp;
}

/** 001 §4: desktop Whatsapp confirms through ConfermaDesktop; every other mode waits for a message. */
export function confirmsOnDesktopServer(mode: ConfirmationMode, isMobile: boolean): boolean {
  return !isMobile && mode === ConfirmationMode.Whatsapp;
}

/** The channels that deliver inbound confirmation messages. */
export const MessagingChannel = { Telegram: 'telegram', Whatsapp: 'whatsapp', Sms: 'sms' } as const;
export type MessagingChannel = (typeof MessagingChannel)[keyof typeof MessagingChannel];
export const messagingChannels: readonly MessagingChannel[] = Object.values(MessagingChannel);
