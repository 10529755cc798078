// The print worker: sends due jobs, oldest first, one at a time per process. Every API process
// runs it; the claim (printing-repository.ts claimNextJob, FOR UPDATE SKIP LOCKED) gives each
// job to exactly one of them.
//
// A job is marked printed in the statement that claims it, and that commits before the printer
// is dialled. So two processes never print one job, and a printer that comes back never gets a
// job twice: a failed attempt puts the job back ('failed', retried after a wait doubling from
// PRINT_RETRY_MIN_SECONDS to PRINT_RETRY_MAX_SECONDS, or at once by the board's "Riprova").
// The crash window: a process that dies after the claim and before the bytes are out leaves
// the job marked printed though nothing printed (at most once). We chose that over the
// opposite (a ticket printed twice, the dish cooked twice); the order is still on the board,
// whose "Stampa" prints it again.
import type { FastifyBaseLogger } from 'fastify';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import { findVenueOrderRow } from '../order-board';
import { toBoardOrders } from '../order-board/order-board-service';
import { ticketBytes } from './esc-pos';
import { bookingTicket, orderTicket, textTicket, type Ticket } from './print-ticket';
import { sendToPrinter } from './printer-connection';
import { claimNextJob, findReservation, findVenueName, recordFailure, type ClaimedJob } from './printing-repository';

export interface PrintWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  timeoutMs: number;
  retryMinSeconds: number;
  retryMaxSeconds: number;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelaySeconds(attempts: number, min: number, max: number): number {
  return Math.min(max, min * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** What the job prints, or null when there is nothing left to print (its order lost its lines). */
async function ticketOf(db: Db, job: ClaimedJob): Promise<Ticket | null> {
  const venue = await findVenueName(db, job.seatWebId);
  const venueName = venue?.name ?? '';
  if (job.kind === 'text') return textTicket(venueName, job.title ?? '', job.lines);
  if (job.kind === 'booking') {
    const booking = job.reservationId ? await findReservation(db, job.reservationId) : null;
    if (!booking || booking.cancelledAt) return null;
    return bookingTicket({ venueName, ...booking }, job.language);
  }
  const row = job.orderId ? await findVenueOrderRow(db, job.seatWebId, job.orderId) : null;
  if (!row) return null;
  const [card] = await toBoardOrders(db, [row]);
  if (!card) return null;
  const ticket = orderTicket({
    venueName,
    card,
    kind: job.kind,
    orderDetailIds: job.orderDetailIds,
    round: job.round,
    placedAt: venueLocalTime(row.createdAt, venue?.timeZone ?? 'Europe/Rome').time,
    language: job.language,
  });
  return ticket;
}

/** Sends every due job; returns how many were printed. */
export async function printDueJobs(options: PrintWorkerOptions): Promise<number> {
  let printed = 0;
  for (;;) {
    const job = await claimNextJob(options.db);
    if (!job) return printed;
    try {
      const ticket = await ticketOf(options.db, job);
      if (ticket) {
        await sendToPrinter(job.address, job.port, ticketBytes(ticket, job), options.timeoutMs);
        printed++;
      }
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const wait = retryDelaySeconds(job.attempts, options.retryMinSeconds, options.retryMaxSeconds);
      options.log.warn(
        { printJobId: job.printJobId, printerId: job.printerId, attempts: job.attempts, err: error },
        'print job not printed; kept for a retry',
      );
      await recordFailure(options.db, job, error, wait);
    }
  }
}
