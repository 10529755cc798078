// The daily summary mail's settings per venue and the record of the service days whose mail
// went out (migration 0033). The day's figures themselves are the reports module's queries.
import { and, eq, max, sql } from 'drizzle-orm';
import {
  END_OF_DAY_DEFAULT_SETTINGS,
  type EndOfDaySettings,
  type EndOfDaySettingsView,
} from '@tavola/domain/end-of-day';
import type { DbOrTx } from '../../db/database';
import { endOfDayMails, seatWebs, venueEndOfDaySettings } from '../../db/schema';

/** A venue's settings (the defaults, off, until first saved) and the last day mailed. */
export async function findEndOfDaySettings(db: DbOrTx, seatWebId: number): Promise<EndOfDaySettingsView> {
  const [row] = await db
    .select()
    .from(venueEndOfDaySettings)
    .where(eq(venueEndOfDaySettings.seatWebId, seatWebId))
    .limit(1);
  const [sent] = await db
    .select({ day: max(endOfDayMails.serviceDay) })
    .from(endOfDayMails)
    .where(eq(endOfDayMails.seatWebId, seatWebId));
  const settings: EndOfDaySettings = row
    ? { enabled: row.enabled, time: row.sendTime, recipients: row.recipients, language: row.language }
    : END_OF_DAY_DEFAULT_SETTINGS;
  return { ...settings, lastSentDay: sent?.day ?? null };
}

/** Saves a venue's settings; `at` (the app's clock) is when, which decides the days the mail catches up. */
export async function saveEndOfDaySettings(
  db: DbOrTx,
  seatWebId: number,
  s: EndOfDaySettings,
  at: Date,
): Promise<void> {
  const values = {
    enabled: s.enabled,
    sendTime: s.time,
    recipients: s.recipients,
    language: s.language,
    updatedAt: at,
  };
  await db
    .insert(venueEndOfDaySettings)
    .values({ seatWebId, ...values })
    .onConflictDoUpdate({ target: venueEndOfDaySettings.seatWebId, set: values });
}

export interface MailingVenue {
  seatWebId: number;
  companyId: number;
  timeZone: string;
  sendTime: string;
  recipients: string[];
  language: 'it' | 'en';
  /** When the settings were last saved. */
  savedAt: Date;
  /** The last service day whose mail went out ('YYYY-MM-DD'), null before the first. */
  lastSentDay: string | null;
}

/** Every venue whose daily mail is switched on, with the last day it was mailed. */
export async function listMailingVenues(db: DbOrTx): Promise<MailingVenue[]> {
  return db
    .select({
      seatWebId: venueEndOfDaySettings.seatWebId,
      companyId: seatWebs.companyId,
      timeZone: seatWebs.timeZone,
      sendTime: venueEndOfDaySettings.sendTime,
      recipients: venueEndOfDaySettings.recipients,
      language: venueEndOfDaySettings.language,
      savedAt: venueEndOfDaySettings.updatedAt,
      lastSentDay: sql<
        string | null
      >`(select max(m.service_day)::text from ${endOfDayMails} m where m.seat_web_id = ${venueEndOfDaySettings.seatWebId})`,
    })
    .from(venueEndOfDaySettings)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, venueEndOfDaySettings.seatWebId))
    .where(eq(venueEndOfDaySettings.enabled, true));
}

/**
 * Claims a venue's service day for its mail: true for the one caller that records it, false for
 * every other (already sent, or being sent by another process right now).
 */
export async function claimEndOfDayMail(
  db: DbOrTx,
  seatWebId: number,
  serviceDay: string,
  recipients: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(endOfDayMails)
    .values({ seatWebId, serviceDay, recipients, sentAt: at })
    .onConflictDoNothing()
    .returning({ seatWebId: endOfDayMails.seatWebId });
  return rows.length === 1;
}

/** Gives a claimed day back (its mail could not be written), so the next round tries again. */
export async function releaseEndOfDayMail(db: DbOrTx, seatWebId: number, serviceDay: string): Promise<void> {
  await db
    .delete(endOfDayMails)
    .where(and(eq(endOfDayMails.seatWebId, seatWebId), eq(endOfDayMails.serviceDay, serviceDay)));
}
