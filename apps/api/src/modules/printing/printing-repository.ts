// The only code touching printers and print_jobs. Jobs of orders and bookings are inserted by
// the triggers of migration 0032; this file inserts the text jobs, claims due jobs for the
// worker and records how each attempt went.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PrinterInput, PrinterLanguage } from '@tavola/domain/printers';
import type { DbOrTx } from '../../db/database';
import {
  companyLanguages,
  languages,
  menuClassifiers,
  menuWebs,
  printJobs,
  printers,
  seatWebs,
  tableReservations,
} from '../../db/schema';

export type PrinterRow = typeof printers.$inferSelect;
export type PrintJobRow = typeof printJobs.$inferSelect;
/** A claimed job with where and how to print it. */
export type ClaimedJob = PrintJobRow &
  Pick<PrinterRow, 'address' | 'port' | 'paperWidth' | 'copies' | 'language'> & { printerName: string };

const failedCount = sql<number>`(select count(*)::int from ${printJobs} j where j.printer_id = ${printers.printerId} and j.status = 'failed')`;
const lastError = sql<
  string | null
>`(select j.last_error from ${printJobs} j where j.printer_id = ${printers.printerId} and j.status = 'failed' order by j.print_job_id desc limit 1)`;

export async function listPrinters(db: DbOrTx, seatWebId: number) {
  return db
    .select({ printer: printers, failedJobs: failedCount, lastError })
    .from(printers)
    .where(eq(printers.seatWebId, seatWebId))
    .orderBy(asc(printers.name), asc(printers.printerId));
}

export async function findPrinter(db: DbOrTx, seatWebId: number, printerId: number): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.seatWebId, seatWebId), eq(printers.printerId, printerId)))
    .limit(1);
  return row ?? null;
}

export async function insertPrinter(db: DbOrTx, seatWebId: number, input: PrinterInput): Promise<PrinterRow> {
  const language = input.language ?? (await companyDefaultLanguage(db, seatWebId));
  const [row] = await db
    .insert(printers)
    .values({ seatWebId, ...input, language })
    .returning();
  return row;
}

/** The default language of the venue's company when tickets can be printed in it, else Italian. */
export async function companyDefaultLanguage(db: DbOrTx, seatWebId: number): Promise<PrinterLanguage> {
  const [row] = await db
    .select({ code: languages.languageCode })
    .from(seatWebs)
    .innerJoin(
      companyLanguages,
      and(eq(companyLanguages.companyId, seatWebs.companyId), eq(companyLanguages.isDefault, true)),
    )
    .innerJoin(languages, eq(languages.languageId, companyLanguages.languageId))
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return row?.code === 'en' ? 'en' : 'it';
}

export async function updatePrinter(
  db: DbOrTx,
  seatWebId: number,
  printerId: number,
  input: PrinterInput,
): Promise<PrinterRow | null> {
  const [row] = await db
    .update(printers)
    .set(input)
    .where(and(eq(printers.seatWebId, seatWebId), eq(printers.printerId, printerId)))
    .returning();
  return row ?? null;
}

export async function deletePrinter(db: DbOrTx, seatWebId: number, printerId: number): Promise<boolean> {
  const rows = await db
    .delete(printers)
    .where(and(eq(printers.seatWebId, seatWebId), eq(printers.printerId, printerId)))
    .returning({ printerId: printers.printerId });
  return rows.length > 0;
}

/** The categories of the menus that serve the venue (its own menus and the company's shared ones). */
export async function listVenueCategories(db: DbOrTx, seatWebId: number) {
  return db
    .select({
      menuClassifierId: menuClassifiers.menuClassifierId,
      name: menuClassifiers.name,
      menuName: menuWebs.displayDescription,
    })
    .from(menuClassifiers)
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .innerJoin(seatWebs, eq(seatWebs.companyId, menuWebs.companyId))
    .where(and(eq(seatWebs.seatWebId, seatWebId), or(isNull(menuWebs.seatWebId), eq(menuWebs.seatWebId, seatWebId))))
    .orderBy(
      asc(menuWebs.sortOrder),
      asc(menuWebs.menuWebId),
      asc(menuClassifiers.sortOrder),
      asc(menuClassifiers.menuClassifierId),
    );
}

/**
 * Inserts a text job on each named printer of the venue (all of them when none is named), its
 * title and lines written in the printer's language.
 */
export async function insertTextJobs(
  db: DbOrTx,
  job: {
    seatWebId: number;
    text: (language: PrinterLanguage) => { title: string; lines: string[] };
    printerIds?: number[];
  },
): Promise<number> {
  const targets = await db
    .select({ printerId: printers.printerId, language: printers.language })
    .from(printers)
    .where(
      and(
        eq(printers.seatWebId, job.seatWebId),
        job.printerIds ? inArray(printers.printerId, job.printerIds) : undefined,
      ),
    );
  if (targets.length === 0) return 0;
  await db.insert(printJobs).values(
    targets.map((t) => ({
      printerId: t.printerId,
      seatWebId: job.seatWebId,
      kind: 'text' as const,
      ...job.text(t.language),
    })),
  );
  return targets.length;
}

/**
 * Claims the oldest due job and marks it printed in the same statement, before it is sent.
 * FOR UPDATE SKIP LOCKED makes two processes claiming at once take different jobs; a job whose
 * row changed under the lock (another process marked it printed) is re-checked and passed
 * over. The claim commits at once, so no transaction stays open while a printer is dialled.
 * Due times are on the database's clock, the clock of the jobs' defaults (the triggers write
 * them), never the app's (tests fix the app's).
 */
export async function claimNextJob(db: DbOrTx): Promise<ClaimedJob | null> {
  const { rows } = await db.execute<{ print_job_id: number }>(sql`
    update ${printJobs} set status = 'printed', printed_at = now(), attempts = ${printJobs.attempts} + 1
     where print_job_id = (
       select print_job_id from ${printJobs}
        where status <> 'printed' and next_attempt_at <= now()
        order by next_attempt_at, print_job_id
        limit 1
        for update skip locked)
    returning print_job_id`);
  const id = rows[0]?.print_job_id;
  if (id === undefined) return null;
  const [row] = await db
    .select({
      job: printJobs,
      address: printers.address,
      port: printers.port,
      paperWidth: printers.paperWidth,
      copies: printers.copies,
      language: printers.language,
      printerName: printers.name,
    })
    .from(printJobs)
    .innerJoin(printers, eq(printers.printerId, printJobs.printerId))
    .where(eq(printJobs.printJobId, Number(id)))
    .limit(1);
  if (!row) return null;
  return {
    ...row.job,
    address: row.address,
    port: row.port,
    paperWidth: row.paperWidth,
    copies: row.copies,
    language: row.language,
    printerName: row.printerName,
  };
}

/**
 * The attempt failed: the job goes back to 'failed' with the reason, and every job of the
 * printer still waiting is put off to the same time, so tickets keep their order and an
 * unreachable printer is dialled once per round, not once per job.
 */
export async function recordFailure(
  db: DbOrTx,
  job: { printJobId: number; printerId: number },
  error: string,
  retryAfterSeconds: number,
) {
  const retryAt = sql`now() + make_interval(secs => ${retryAfterSeconds})`;
  await db
    .update(printJobs)
    .set({ status: 'failed', printedAt: null, lastError: error, nextAttemptAt: retryAt })
    .where(eq(printJobs.printJobId, job.printJobId));
  await db
    .update(printJobs)
    .set({ nextAttemptAt: retryAt })
    .where(
      and(
        eq(printJobs.printerId, job.printerId),
        sql`${printJobs.status} <> 'printed'`,
        sql`${printJobs.nextAttemptAt} < ${retryAt}`,
      ),
    );
}

/** The venue's printers holding failed jobs. */
export async function listUnreachable(db: DbOrTx, seatWebId: number) {
  const rows = await db
    .select({ printerId: printers.printerId, name: printers.name, failedJobs: failedCount, lastError })
    .from(printers)
    .where(
      and(
        eq(printers.seatWebId, seatWebId),
        sql`exists (select 1 from ${printJobs} j where j.printer_id = ${printers.printerId} and j.status = 'failed')`,
      ),
    )
    .orderBy(asc(printers.name), asc(printers.printerId));
  return rows;
}

/** Makes every job of the venue not printed yet due now; returns how many were failed. */
export async function retryVenueJobs(db: DbOrTx, seatWebId: number): Promise<number> {
  const rows = await db
    .update(printJobs)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(printJobs.seatWebId, seatWebId), sql`${printJobs.status} <> 'printed'`))
    .returning({ status: printJobs.status });
  return rows.filter((r) => r.status === 'failed').length;
}

export async function findReservation(db: DbOrTx, reservationId: string) {
  const [row] = await db
    .select()
    .from(tableReservations)
    .where(eq(tableReservations.reservationId, reservationId))
    .limit(1);
  return row ?? null;
}

export async function findVenueName(db: DbOrTx, seatWebId: number) {
  const [row] = await db
    .select({ name: seatWebs.name, timeZone: seatWebs.timeZone })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return row ?? null;
}

/** The jobs of an order (tests and support: what was queued for it). */
export async function listOrderJobs(db: DbOrTx, orderId: number) {
  return db.select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(asc(printJobs.printJobId));
}
