// "Chiusura giornata": one venue's service day summed up (takings by payment method and order
// type, refunds, orders with the rejected and cancelled apart, bookings, best sellers), on
// screen, printed, and mailed to the owner at a time of day the owner chooses. The figures are
// the dashboard's for that one day (reports.ts): the server computes them once, the same way.
import { z } from 'zod';
import { isoDate, reportFiguresSchema } from './reports';
import { int4 } from './primitives';
import { SERVICE_DAY_END_HOUR } from './order-board';
import { timeToMinutes } from './slot-rules';

/** The day asked for; today's service day on the venue's clock when absent. */
export const endOfDayQuerySchema = z.object({ date: isoDate.optional() });

const sellerSchema = z.object({
  id: int4().nullable(),
  name: z.string(),
  quantity: int4(),
  amountCents: z.number().int(),
});

/** How many best sellers the summary lists. */
export const END_OF_DAY_BEST_SELLERS = 10;

export const endOfDaySchema = z.object({
  /** The service day, 'YYYY-MM-DD' (05:00 to 05:00 on the venue's clock). */
  date: z.string(),
  venue: z.object({ seatWebId: int4(), name: z.string(), timeZone: z.string() }),
  figures: reportFiguresSchema,
  /** Products by quantity sold, most first (at most END_OF_DAY_BEST_SELLERS). */
  bestSellers: z.array(sellerSchema),
  /** When the summary was made (ISO instant): a day still under way can change. */
  madeAt: z.string(),
  /** True while the service day is not over yet. */
  dayUnderWay: z.boolean(),
});
export type EndOfDay = z.infer<typeof endOfDaySchema>;

/** The languages the summary's mail is written in. */
export const END_OF_DAY_LANGUAGES = ['it', 'en'] as const;
export const END_OF_DAY_MAX_RECIPIENTS = 5;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const recipient = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Indirizzo e-mail non valido.' }).max(255));

/** The venue's daily summary mail: off by default; on, it goes at `time` (venue's clock) to `recipients`. */
export const endOfDaySettingsSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string().regex(HH_MM, { error: 'Orario non valido: usa il formato HH:MM (es. 23:30).' }),
    recipients: z
      .array(recipient)
      .max(END_OF_DAY_MAX_RECIPIENTS, { error: `Al massimo ${END_OF_DAY_MAX_RECIPIENTS} indirizzi.` }),
    language: z.enum(END_OF_DAY_LANGUAGES),
  })
  .superRefine((s, ctx) => {
    if (s.enabled && s.recipients.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: 'Indica almeno un indirizzo e-mail a cui inviare il riepilogo.',
      });
    if (new Set(s.recipients).size !== s.recipients.length)
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'Un indirizzo è ripetuto.' });
  });
export type EndOfDaySettings = z.infer<typeof endOfDaySettingsSchema>;

export const END_OF_DAY_DEFAULT_SETTINGS: EndOfDaySettings = {
  enabled: false,
  time: '23:30',
  recipients: [],
  language: 'it',
};

/** The settings as the back office reads them, with the last service day whose mail went out. */
export const endOfDaySettingsViewSchema = z.object({
  enabled: z.boolean(),
  time: z.string(),
  recipients: z.array(z.string()),
  language: z.enum(END_OF_DAY_LANGUAGES),
  lastSentDay: z.string().nullable(),
});
export type EndOfDaySettingsView = z.infer<typeof endOfDaySettingsViewSchema>;

/** Minutes since the service day began (05:00) of a venue-local 'HH:MM'. */
function minutesIntoServiceDay(time: string): number {
  return ((timeToMinutes(time) ?? 0) - SERVICE_DAY_END_HOUR * 60 + 1440) % 1440;
}

/**
 * Whether a venue's daily mail is due at the venue-local time `now` ('HH:MM') of a service day:
 * its chosen time has come in that service day. A time after midnight (01:30) belongs to the
 * evening before, like the day's last orders, so it sends the evening's summary.
 */
export function endOfDayMailDue(chosenTime: string, now: string): boolean {
  return minutesIntoServiceDay(now) >= minutesIntoServiceDay(chosenTime);
}
