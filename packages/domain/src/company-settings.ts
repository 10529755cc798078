// Brand and legal settings of a company (spec 000 §3 Company):
// what the owner edits on /staff/company, shared by the API (route validation) and the web
// form. The spec names the fields, not their limits: the limits here are ours, chosen to fit
// the diners' screens. Every message is a validation-message code.
//
// The settings carry `version`: a save names the version it was read at and a stale one is
// refused (409) instead of silently overwriting a colleague's change.
import { z } from 'zod';
import { optionalBackgroundColour, optionalBrandColour } from './brand-colour';
import { optionalText, requiredText } from './form-fields';
import { optionalPhone } from './phone-fields';
import { idNumber, int4, plainText } from './primitives';
import { message } from './validation-messages';

export const TRADE_NAME_MAX_LENGTH = 100;
export const SLOGAN_MAX_LENGTH = 150;
export const INTRODUCTION_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const INFORMATION_MAX_LENGTH = 500;
export const BUSINESS_NAME_MAX_LENGTH = 150;
export const REGISTERED_OFFICE_MAX_LENGTH = 300;
export const LEGAL_TEXT_MAX_LENGTH = 30_000;
export const ALLOWED_ORIGINS_MAX = 20;
export const COMPANY_LANGUAGES_MAX = 20;
const ORIGIN_MAX_LENGTH = 200;

/**
 * The check digit of an Italian partita IVA (11 digits: 7 of the taxpayer, 3 of the tax
 * office, 1 check digit computed with the Luhn scheme).
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(value[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** 'IT 01234567897', ' 01234 567 897 ' → '01234567897' (the form people write it in). */
export function normalisePartitaIva(value: string): string {
  return value.replace(/[\s.-]/g, '').replace(/^IT/i, '');
}

/** '' or absent: none; otherwise a partita IVA with a right check digit, stored as 11 digits. */
export const optionalPartitaIva = () =>
  z
    .string()
    .max(20, message('maxLength', 20))
    .transform(normalisePartitaIva)
    .refine((v) => v === '' || isValidPartitaIva(v), message('vatNumber'))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A white-label origin: https, a host, nothing else (no path, query, credentials). Links mailed
 * to diners (redirectUri, callbackUrl) may point only there, so a plain-http origin would let
 * the mailed secret travel in clear. Returned as URL.origin ('https://ordini.trattoria.it').
 */
export function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url.origin;
}

const allowedOrigin = plainText()
  .max(ORIGIN_MAX_LENGTH, message('maxLength', ORIGIN_MAX_LENGTH))
  .refine((v) => httpsOrigin(v) !== null, message('httpsOrigin'))
  .transform((v) => httpsOrigin(v) ?? v);

/** A Telegram bot's username (5–32 letters, digits or _, ending in 'bot'); '@' is dropped. */
export const optionalTelegramBot = () =>
  z
    .string()
    .trim()
    .max(33, message('maxLength', 33))
    .transform((v) => v.replace(/^@/, ''))
    .refine((v) => v === '' || /^[A-Za-z][A-Za-z0-9_]{3,30}bot$/i.test(v), message('telegramBot'))
    .nullish()
    .transform((v) => (v ? v : null));

const nullablePhone = () =>
  optionalPhone()
    .nullish()
    .transform((v) => (v ? v : null));
const nullableText = (max: number) => optionalText(max).transform((v) => (v ? v : null));

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** What the owner saves on the brand and legal screen (pictures are uploaded on their own). */
export const companySettingsInputSchema = z.object({
  tradeName: requiredText(TRADE_NAME_MAX_LENGTH),
  slogan: nullableText(SLOGAN_MAX_LENGTH),
  introduction: nullableText(INTRODUCTION_MAX_LENGTH),
  description: nullableText(DESCRIPTION_MAX_LENGTH),
  /** Free line under the footer's legal details (e-mail, share capital...). */
  information: nullableText(INFORMATION_MAX_LENGTH),
  businessName: nullableText(BUSINESS_NAME_MAX_LENGTH),
  vatNumber: optionalPartitaIva(),
  /** Registered office as printed in the footer ('Via Torino 21, 20123 Milano'). */
  registeredOffice: nullableText(REGISTERED_OFFICE_MAX_LENGTH),
  privacyPolicy: nullableText(LEGAL_TEXT_MAX_LENGTH),
  serviceTerms: nullableText(LEGAL_TEXT_MAX_LENGTH),
  /** Languages offered to diners, the default first. */
  languageIds: z
    .array(idNumber())
    .min(1, message('languageRequired'))
    .max(COMPANY_LANGUAGES_MAX, message('maxItems', COMPANY_LANGUAGES_MAX))
    .refine(unique, message('duplicate')),
  allowedOrigins: z
    .array(allowedOrigin)
    .max(ALLOWED_ORIGINS_MAX, message('maxItems', ALLOWED_ORIGINS_MAX))
    .refine(unique, message('duplicate')),
  /** The numbers a diner writes to when confirming a booking (spec 001 §7); empty: the service's own. */
  whatsAppNumber: nullablePhone(),
  smsNumber: nullablePhone(),
  telegramBot: optionalTelegramBot(),
  /** Buttons, links and the installed app's bar ('#rrggbb'; null: the product's colour). */
  brandColour: optionalBrandColour(),
  /** The installed app's splash screen and icon background ('#rrggbb'; null: white). */
  brandBackgroundColour: optionalBackgroundColour(),
});
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsInputSchema>;

export const companySettingsUpdateSchema = companySettingsInputSchema.extend({
  version: z
    .number({ error: message('required') })
    .int()
    .min(0)
    .max(2_147_483_647),
});
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdateSchema>;

export const COMPANY_IMAGE_KINDS = ['logo', 'homePageBanner', 'homePageImage'] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];

/** The settings as the back office reads them. */
export const companySettingsSchema = z.object({
  companyId: int4(),
  urlName: z.string(),
  version: int4(),
  tradeName: z.string(),
  slogan: z.string().nullable(),
  introduction: z.string().nullable(),
  description: z.string().nullable(),
  information: z.string().nullable(),
  businessName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  registeredOffice: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  serviceTerms: z.string().nullable(),
  logo: z.string().nullable(),
  homePageBanner: z.string().nullable(),
  homePageImage: z.string().nullable(),
  languageIds: z.array(int4()),
  allowedOrigins: z.array(z.string()),
  whatsAppNumber: z.string().nullable(),
  smsNumber: z.string().nullable(),
  telegramBot: z.string().nullable(),
  brandColour: z.string().nullable(),
  brandBackgroundColour: z.string().nullable(),
  /** Every language the product speaks, for the choice. */
  availableLanguages: z.array(
    z.object({ languageId: int4(), languageCode: z.string(), descriptionInLanguage: z.string() }),
  ),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
