// A venue's printers (back office: owners and managers of the venue) and the board's view of
// them (printers holding tickets they could not print, and "Riprova").
import { badRequest, notFound } from '@tavola/domain/error-codes';
import type { Printer, PrinterInput, PrintingStatus, TestPrintResult, VenuePrinters } from '@tavola/domain/printers';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import { ticketBytes } from './esc-pos';
import { testTicket } from './print-ticket';
import { sendToPrinter } from './printer-connection';
import {
  deletePrinter,
  findPrinter,
  findVenueName,
  insertPrinter,
  listPrinters,
  listUnreachable,
  listVenueCategories,
  retryVenueJobs,
  updatePrinter,
  type PrinterRow,
} from './printing-repository';

export const PRINTER_NOT_FOUND_MESSAGE = 'Stampante non trovata.';
export const PRINTER_CATEGORY_MESSAGE = 'Una delle categorie scelte non è del menu di questa sede.';

const toPrinter = (row: PrinterRow, failedJobs = 0, lastError: string | null = null): Printer => ({
  printerId: row.printerId,
  name: row.name,
  address: row.address,
  port: row.port,
  paperWidth: row.paperWidth as 58 | 80,
  copies: row.copies,
  printNewOrders: row.printNewOrders,
  printAcceptedOrders: row.printAcceptedOrders,
  printBookingsOfToday: row.printBookingsOfToday,
  menuClassifierIds: row.menuClassifierIds,
  language: row.language,
  failedJobs,
  lastError,
});

export async function loadVenuePrinters(db: Db, seatWebId: number): Promise<VenuePrinters> {
  const [rows, categories] = await Promise.all([listPrinters(db, seatWebId), listVenueCategories(db, seatWebId)]);
  return { printers: rows.map((r) => toPrinter(r.printer, Number(r.failedJobs), r.lastError)), categories };
}

async function checkCategories(db: Db, seatWebId: number, input: PrinterInput) {
  if (input.menuClassifierIds.length === 0) return;
  const known = new Set((await listVenueCategories(db, seatWebId)).map((c) => c.menuClassifierId));
  if (input.menuClassifierIds.some((id) => !known.has(id))) {
    throw badRequest('INVALID_CATEGORY', PRINTER_CATEGORY_MESSAGE, [
      { path: 'menuClassifierIds', message: PRINTER_CATEGORY_MESSAGE },
    ]);
  }
}

export async function createPrinter(db: Db, seatWebId: number, input: PrinterInput): Promise<Printer> {
  await checkCategories(db, seatWebId, input);
  return toPrinter(await insertPrinter(db, seatWebId, input));
}

export async function changePrinter(
  db: Db,
  seatWebId: number,
  printerId: number,
  input: PrinterInput,
): Promise<Printer> {
  await checkCategories(db, seatWebId, input);
  const row = await updatePrinter(db, seatWebId, printerId, input);
  if (!row) throw notFound('PRINTER_NOT_FOUND', PRINTER_NOT_FOUND_MESSAGE);
  return toPrinter(row);
}

export async function removePrinter(db: Db, seatWebId: number, printerId: number): Promise<void> {
  if (!(await deletePrinter(db, seatWebId, printerId))) throw notFound('PRINTER_NOT_FOUND', PRINTER_NOT_FOUND_MESSAGE);
}

/** "Stampa di prova": sent at once, not queued, so the owner learns now whether the printer answers. */
export async function printTestPage(
  db: Db,
  seatWebId: number,
  printerId: number,
  now: Date,
  timeoutMs: number,
): Promise<TestPrintResult> {
  const printer = await findPrinter(db, seatWebId, printerId);
  if (!printer) throw notFound('PRINTER_NOT_FOUND', PRINTER_NOT_FOUND_MESSAGE);
  const venue = await findVenueName(db, seatWebId);
  const local = venueLocalTime(now, venue?.timeZone ?? 'Europe/Rome');
  const bytes = ticketBytes(
    testTicket(venue?.name ?? '', printer.name, `${local.date} ${local.time}`, printer.language),
    {
      paperWidth: printer.paperWidth,
      copies: 1,
    },
  );
  try {
    await sendToPrinter(printer.address, printer.port, bytes, timeoutMs);
    return { printed: true, error: null };
  } catch (err) {
    return { printed: false, error: err instanceof Error ? err.message : String(err) };
  }
}

export async function printingStatus(db: Db, seatWebId: number): Promise<PrintingStatus> {
  const rows = await listUnreachable(db, seatWebId);
  return {
    unreachable: rows.map((r) => ({
      printerId: r.printerId,
      name: r.name,
      failedJobs: Number(r.failedJobs),
      lastError: r.lastError,
    })),
  };
}

/** "Riprova": every ticket of the venue still waiting is due now. */
export async function retryPrinting(db: Db, seatWebId: number): Promise<number> {
  return retryVenueJobs(db, seatWebId);
}
