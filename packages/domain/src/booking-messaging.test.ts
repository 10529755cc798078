import { describe, expect, it } from 'vitest';
import {
  confirmationLink,
  confirmationModesFor,
  confirmationText,
  confirmsOnDesktopServer,
  messagingSettingsFor,
  parseConfirmationText,
  providerPhone,
  showsInfoPopup,
} from './booking-messaging';
import { ConfirmationMode } from './enums';
import { normalisePhone } from './phone-rules';

const settings = { whatsAppNumber: '+39 02 1234 5678', smsNumber: '+39 02 1234 5679', telegramBot: '@TavolaDemoBot' };

describe('confirmation text', () => {
  it("is 'tt {id}' and parses back, also from the Telegram start command", () => {
    expect(confirmationText('K7M2QX9A')).toBe('tt K7M2QX9A');
    expect(parseConfirmationText('tt K7M2QX9A')).toBe('K7M2QX9A');
    expect(parseConfirmationText('  TT   k7m2qx9a ')).toBe('K7M2QX9A');
    expect(parseConfirmationText('/start tt_K7M2QX9A')).toBe('K7M2QX9A');
    expect(parseConfirmationText('/start@TavolaDemoBot tt_K7M2QX9A')).toBe('K7M2QX9A');
  });

  it('is null for any other text', () => {
    for (const text of ['', 'ciao', 'tt', 'tt K7M2 QX9A', 'ttK7M2QX9A', '/start', 'tt <script>', null]) {
      expect(parseConfirmationText(text)).toBeNull();
    }
  });
});

describe('providerPhone', () => {
  it('reads provider numbers as international, unlike what a diner types', () => {
    expect(providerPhone('393331234567')).toBe('+393331234567');
    expect(providerPhone('+39 333 123 4567')).toBe('+393331234567');
    expect(providerPhone('00393331234567')).toBe('+393331234567');
    expect(providerPhone('')).toBe('');
    expect(providerPhone('393331234567')).toBe(normalisePhone('333 1234567'));
  });
});

describe('confirmationLink', () => {
  it('opens each app with the message', () => {
    expect(confirmationLink(ConfirmationMode.Whatsapp, settings, 'AB12CD34')).toBe(
      'https://wa.me/390212345678?text=tt%20AB12CD34',
    );
    expect(confirmationLink(ConfirmationMode.WhatsappWeb, settings, 'AB12CD34')).toBe(
      'https://web.whatsapp.com/send?phone=390212345678&text=tt%20AB12CD34',
    );
    expect(confirmationLink(ConfirmationMode.Sms, settings, 'AB12CD34')).toBe('sms:+390212345679?body=tt%20AB12CD34');
    expect(confirmationLink(ConfirmationMode.Sms, settings, 'AB12CD34', { ios: true })).toBe(
      'sms:+390212345679&body=tt%20AB12CD34',
    );
    expect(confirmationLink(ConfirmationMode.Telegram, settings, 'AB12CD34')).toBe(
      'https://t.me/TavolaDemoBot?start=tt_AB12CD34',
    );
  });

  it('is null when the number or bot is not configured', () => {
    const empty = { whatsAppNumber: '', smsNumber: '', telegramBot: '' };
    for (const mode of [1, 2, 3, 4] as const) expect(confirmationLink(mode, empty, 'X')).toBeNull();
  });
});

describe('modes by device', () => {
  it('offers Whatsapp, Telegram and SMS on mobile; Whatsapp and Whatsapp Web on desktop', () => {
    expect(confirmationModesFor(true)).toEqual([1, 2, 3]);
    expect(confirmationModesFor(false)).toEqual([1, 4]);
  });

  it('shows the info popup on mobile or for non-Whatsapp modes; desktop Whatsapp confirms on the server', () => {
    expect(showsInfoPopup(ConfirmationMode.Whatsapp, false)).toBe(false);
    expect(showsInfoPopup(ConfirmationMode.WhatsappWeb, false)).toBe(true);
    expect(showsInfoPopup(ConfirmationMode.Whatsapp, true)).toBe(true);
    expect(confirmsOnDesktopServer(ConfirmationMode.Whatsapp, false)).toBe(true);
    expect(confirmsOnDesktopServer(ConfirmationMode.Whatsapp, true)).toBe(false);
    expect(confirmsOnDesktopServer(ConfirmationMode.WhatsappWeb, false)).toBe(false);
  });
});

describe("the company's own numbers (issue #13)", () => {
  it('win over the settings file where set; the settings fill the rest', () => {
    const settings = { whatsAppNumber: '+390212345678', smsNumber: '+390212345679', telegramBot: 'TavolaDemoBot' };
    const mine = messagingSettingsFor(
      { whatsAppNumber: '+393331234567', smsNumber: null, telegramBot: 'DaTavolaBot' },
      settings,
    );
    expect(mine).toEqual({ whatsAppNumber: '+393331234567', smsNumber: '+390212345679', telegramBot: 'DaTavolaBot' });
    expect(confirmationLink(ConfirmationMode.Whatsapp, mine, 'r1')).toContain('https://wa.me/393331234567?');
    expect(messagingSettingsFor({}, settings)).toEqual(settings);
  });
});
