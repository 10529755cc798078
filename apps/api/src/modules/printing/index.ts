// What other modules use of kitchen printing. enqueueTextPrint queues arbitrary text (an
// end-of-day summary, a note) on a venue's printers; the print worker sends it like any other
// job (kept while the printer is off, printed once). Pass a transaction as `db` to queue the
// text in the same transaction as the change it reports.
import type { DbOrTx } from '../../db/database';
import { insertTextJobs } from './printing-repository';

export interface TextPrint {
  seatWebId: number;
  /** Printed large at the top. */
  title: string;
  /** One printed line each; longer lines wrap at the paper's width. */
  lines: string[];
  /** Only these printers of the venue; absent: every printer of the venue. */
  printerIds?: number[];
}

/** Queues the text on the venue's printers; returns how many jobs were queued (0: the venue has no printer). */
export async function enqueueTextPrint(db: DbOrTx, print: TextPrint): Promise<{ jobs: number }> {
  const jobs = await insertTextJobs(db, {
    ...print,
    title: print.title.slice(0, 200),
    lines: print.lines.map((l) => l.slice(0, 500)).slice(0, 2000),
  });
  return { jobs };
}
