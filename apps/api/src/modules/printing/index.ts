// What other modules use of kitchen printing. enqueueTextPrint queues arbitrary text (an
// end-of-day summary, a note) on a venue's printers; the print worker sends it like any other
// job (kept while the printer is off, printed once). Pass a transaction as `db` to queue the
// text in the same transaction as the change it reports. Give `text(language)` rather than a
// title and lines to have each printer print it in its own language.
import type { PrinterLanguage } from '@tavola/domain/printers';
import type { DbOrTx } from '../../db/database';
import { insertTextJobs } from './printing-repository';

export type { PrinterLanguage };

export interface PrintText {
  /** Printed large at the top. */
  title: string;
  /** One printed line each; longer lines wrap at the paper's width. */
  lines: string[];
}

export type TextPrint = {
  seatWebId: number;
  /** Only these printers of the venue; absent: every printer of the venue. */
  printerIds?: number[];
} & (
  | PrintText
  /** The text in a printer's language: called once per language of the printers it goes to. */
  | { text: (language: PrinterLanguage) => PrintText }
);

const bounded = (t: PrintText): PrintText => ({
  title: t.title.slice(0, 200),
  lines: t.lines.map((l) => l.slice(0, 500)).slice(0, 2000),
});

/** Queues the text on the venue's printers; returns how many jobs were queued (0: the venue has no printer). */
export async function enqueueTextPrint(db: DbOrTx, print: TextPrint): Promise<{ jobs: number }> {
  const render = 'text' in print ? print.text : () => ({ title: print.title, lines: print.lines });
  const byLanguage = new Map<PrinterLanguage, PrintText>();
  const jobs = await insertTextJobs(db, {
    seatWebId: print.seatWebId,
    printerIds: print.printerIds,
    text: (language) => {
      let text = byLanguage.get(language);
      if (!text) {
        text = bounded(render(language));
        byLanguage.set(language, text);
      }
      return text;
    },
  });
  return { jobs };
}
