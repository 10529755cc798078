// "Chiusura giornata": one venue's service day summed up. The figures are the dashboard's for
// that one day (loadReport with period 'day'), so the summary and the dashboard agree to the
// cent by construction; this module only picks what the summary shows. The daily mail: every
// round (end-of-day-plugin.ts) finds the venues whose chosen time has come in the service day
// under way, or passed yesterday while no round ran, claims that day in end_of_day_mails (one
// caller wins, whatever the processes) and writes the mail through the mailer, whose outbox
// sends it and retries it. "Stampa in cucina" queues the same summary as text on the venue's
// kitchen printers (modules/printing), each in its printer's language.
import {
  END_OF_DAY_BEST_SELLERS,
  endOfDayMailDue,
  type EndOfDay,
  type EndOfDaySettings,
  type EndOfDaySettingsView,
} from '@tavola/domain/end-of-day';
import { badRequest } from '@tavola/domain/error-codes';
import { serviceDayAt } from '@tavola/domain/order-board';
import { CHARACTERS_PER_LINE } from '@tavola/domain/printers';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { StaffRole } from '@tavola/domain/staff';
import type { DbOrTx } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import { enqueueTextPrint } from '../printing/index';
import { loadReport, type ReportsContext } from '../reports/reports-service';
import { endOfDayMail, endOfDayTicket } from './end-of-day-text';
import {
  claimEndOfDayMail,
  findEndOfDaySettings,
  listMailingVenues,
  releaseEndOfDayMail,
  saveEndOfDaySettings,
  type MailingVenue,
} from './end-of-day-repository';

export interface EndOfDayMember {
  companyId: number;
  role: StaffRole;
  seatWebIds: readonly number[];
}

/** The service day under way on a venue's clock, and the time there 'HH:MM'. */
function venueClock(now: Date, timeZone: string): { serviceDay: string; time: string } {
  return { serviceDay: serviceDayAt(now, timeZone), time: venueLocalTime(now, timeZone).time };
}

/** The summary of one venue's service day `date` (today's on its clock when absent). The route checked the venue. */
export async function loadEndOfDay(
  ctx: ReportsContext,
  member: EndOfDayMember,
  seatWebId: number,
  date?: string,
): Promise<EndOfDay> {
  const report = await loadReport(ctx, { ...member, seatWebId }, { period: 'day', date });
  const venue = report.venues[0];
  const now = ctx.now();
  return {
    date: report.first,
    venue,
    figures: report.current,
    bestSellers: report.products.bestByQuantity.slice(0, END_OF_DAY_BEST_SELLERS),
    madeAt: now.toISOString(),
    dayUnderWay: report.first >= venueClock(now, venue.timeZone).serviceDay,
  };
}

export const NO_PRINTER_MESSAGE =
  'Questa sede non ha stampanti: aggiungile nelle impostazioni della sede per stampare in cucina.';

/** Width of the printed summary: the narrower paper's (58 mm), so it reads on either printer. */
const TICKET_COLUMNS = CHARACTERS_PER_LINE[58];

/** Queues the summary on the venue's kitchen printers, each in its printer's language; 400 when it has none. */
export async function printEndOfDay(
  ctx: ReportsContext,
  member: EndOfDayMember,
  seatWebId: number,
  date: string | undefined,
): Promise<{ jobs: number }> {
  const summary = await loadEndOfDay(ctx, member, seatWebId, date);
  const time = venueClock(ctx.now(), summary.venue.timeZone).time;
  const queued = await enqueueTextPrint(ctx.db, {
    seatWebId,
    text: (language) => {
      const [title, ...lines] = endOfDayTicket(summary, language, time, TICKET_COLUMNS).split('\n');
      return { title, lines };
    },
  });
  if (queued.jobs === 0) throw badRequest('NO_PRINTER', NO_PRINTER_MESSAGE);
  return queued;
}

export const getEndOfDaySettings = (db: DbOrTx, seatWebId: number): Promise<EndOfDaySettingsView> =>
  findEndOfDaySettings(db, seatWebId);

export async function updateEndOfDaySettings(
  db: DbOrTx,
  seatWebId: number,
  settings: EndOfDaySettings,
  at: Date,
): Promise<EndOfDaySettingsView> {
  await saveEndOfDaySettings(db, seatWebId, settings, at);
  return findEndOfDaySettings(db, seatWebId);
}

export interface EndOfDayMailContext {
  db: DbOrTx;
  mailer: Mailer;
  log: { error: (obj: object, msg: string) => void };
}

/** The service day before `day` ('YYYY-MM-DD'). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The service days whose mail a venue is owed at `now`, oldest first: yesterday's when the
 * server was down (or the round did not run) at its time, and today's once its time has come;
 * never a day mailed already or before the last day mailed, never older than yesterday (no flood
 * of summaries after a long outage), and never a day whose time had passed when the settings
 * were saved (turning the mail on in the morning does not send last night's summary).
 */
export function endOfDayMailDays(venue: MailingVenue, now: Date): string[] {
  const clock = venueClock(now, venue.timeZone);
  const saved = venueClock(venue.savedAt, venue.timeZone);
  const savedBeforeTimeOf = (day: string) =>
    saved.serviceDay < day || (saved.serviceDay === day && !endOfDayMailDue(venue.sendTime, saved.time));
  const days = [dayBefore(clock.serviceDay)];
  if (endOfDayMailDue(venue.sendTime, clock.time)) days.push(clock.serviceDay);
  return days.filter((day) => (venue.lastSentDay === null || day > venue.lastSentDay) && savedBeforeTimeOf(day));
}

/**
 * Mails the summary of every venue owed one (endOfDayMailDays): today's once its chosen time
 * has come, and yesterday's if it was missed. Returns the venues mailed this round (once per
 * day mailed). A day is claimed before its mail is written; if the summary cannot be made the
 * claim is given back for the next round. A recipient the mail server refuses for good stays
 * refused (the outbox records why); the day counts as sent.
 */
export async function sendDueEndOfDayMails(ctx: EndOfDayMailContext, now: Date): Promise<number[]> {
  const mailed: number[] = [];
  for (const venue of await listMailingVenues(ctx.db)) {
    if (venue.recipients.length === 0) continue;
    const time = venueClock(now, venue.timeZone).time;
    for (const serviceDay of endOfDayMailDays(venue, now)) {
      if (!(await claimEndOfDayMail(ctx.db, venue.seatWebId, serviceDay, venue.recipients.length, now))) continue;
      let mail;
      try {
        const summary = await loadEndOfDay(
          { db: ctx.db, now: () => now },
          { companyId: venue.companyId, role: StaffRole.Owner, seatWebIds: [] },
          venue.seatWebId,
          serviceDay,
        );
        mail = endOfDayMail(summary, venue.language, time);
      } catch (err) {
        await releaseEndOfDayMail(ctx.db, venue.seatWebId, serviceDay);
        throw err;
      }
      for (const to of venue.recipients) {
        try {
          await ctx.mailer.send({ to, ...mail });
        } catch (err) {
          ctx.log.error({ err, seatWebId: venue.seatWebId, serviceDay }, 'end-of-day mail refused');
        }
      }
      mailed.push(venue.seatWebId);
    }
  }
  return mailed;
}
