// Back office, hours (with the per-slot cap): reads and replaces a venue's hours as one
// document with a version. The body was validated by the domain schema (times, overlaps,
// duplicates); here: the version (409 when stale), windows named by id must be the venue's,
// a special window's weekday is its date's, future orders the new hours would leave outside
// are counted and must be confirmed (409 ORDERS_OUTSIDE_HOURS with the count: the orders keep
// their time, the owner decides knowingly), and everything happens in one transaction, so
// nothing changes on error. The diners' slot
// lists are dropped in every process (hours-changes.ts) and the info modal reads the same rows.
import { badRequest, DomainError, ErrorKind, staleVersion } from '@tavola/domain/error-codes';
import { menuPublicationStatusFor } from '@tavola/domain/enums';
import { venueLocalTime, weekdayBit } from '@tavola/domain/slot-rules';
import {
  ordersOutsideHours,
  type SlotCapInput,
  type VenueHours,
  type VenueHoursInput,
} from '@tavola/domain/venue-hours';
import type { Db, DbOrTx } from '../../db/database';
import { announceHoursChanged } from '../time-frame/hours-changes';
import * as repo from './venue-hours-repository';

export const STALE_HOURS_MESSAGE =
  'Qualcun altro ha modificato gli orari mentre li stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';
const stale = () => staleVersion('STALE_VERSION', STALE_HOURS_MESSAGE);

export async function getVenueHours(db: Db, seatWebId: number): Promise<VenueHours> {
  const [version, frames, closures] = await Promise.all([
    repo.readVersion(db, seatWebId, 'hoursVersion'),
    repo.listWindows(db, seatWebId),
    repo.listAllClosures(db, seatWebId),
  ]);
  return { seatWebId, version, frames, closures };
}

/** 'N ordini futuri …': the count is in `affected` too, so the screen words it in its language. */
function ordersOutside(count: number) {
  const error = new DomainError(
    ErrorKind.StaleVersion,
    'ORDERS_OUTSIDE_HOURS',
    `${count === 1 ? '1 ordine futuro cade' : `${count} ordini futuri cadono`} fuori dai nuovi orari. Gli ordini mantengono il loro orario: conferma per salvare comunque.`,
  );
  error.affected = count;
  return error;
}

/** The future orders of the venue that the new windows and closures would leave outside the hours. */
async function countOrdersOutside(tx: DbOrTx, seatWebId: number, input: VenueHoursInput, now: Date): Promise<number> {
  const local = venueLocalTime(now, await repo.findTimeZone(tx, seatWebId));
  const future = await repo.listFutureOrderTimes(tx, seatWebId, `${local.date} ${local.time}:00`);
  if (future.length === 0) return 0;
  const booked = future.map((o) => ({
    date: o.requestedDateTime.slice(0, 10),
    time: o.requestedDateTime.slice(11, 16),
    menuPublicationStatus: menuPublicationStatusFor(o.orderType),
  }));
  return ordersOutsideHours(booked, input.frames, input.closures).length;
}

export async function replaceVenueHours(
  db: Db,
  seatWebId: number,
  input: VenueHoursInput,
  now: Date = new Date(),
): Promise<VenueHours> {
  await db.transaction(async (tx) => {
    if ((await repo.lockVersion(tx, seatWebId, 'hoursVersion')) !== input.version) throw stale();
    const existing = new Set((await repo.listWindows(tx, seatWebId)).map((w) => w.timeFrameWebId));
    // A special window runs on its date only: its weekday is that date's, whatever was sent.
    const fieldsOf = ({ timeFrameWebId: _id, specialDate, ...fields }: VenueHoursInput['frames'][number]) => ({
      ...fields,
      daysOfWeek: specialDate ? weekdayBit(specialDate) : fields.daysOfWeek,
      specialDate: specialDate || null,
    });
    input.frames.forEach((frame, i) => {
      if (frame.timeFrameWebId && !existing.has(frame.timeFrameWebId)) {
        const message = 'Fascia oraria non trovata per questa sede: ricarica la pagina.';
        throw badRequest('TIME_FRAME_NOT_FOUND', message, [{ path: `body.frames.${i}.timeFrameWebId`, message }]);
      }
    });
    const outside = await countOrdersOutside(tx, seatWebId, input, now);
    if (outside > 0 && input.confirmedOrdersOutsideHours !== outside) throw ordersOutside(outside);
    const kept = input.frames.filter((f) => f.timeFrameWebId).map((f) => f.timeFrameWebId as number);
    await repo.deleteWindowsExcept(tx, seatWebId, kept);
    for (const frame of input.frames) {
      if (frame.timeFrameWebId) await repo.updateWindow(tx, seatWebId, frame.timeFrameWebId, fieldsOf(frame));
    }
    await repo.insertWindows(tx, seatWebId, input.frames.filter((f) => !f.timeFrameWebId).map(fieldsOf));
    await repo.replaceClosures(
      tx,
      seatWebId,
      input.closures.map((c) => ({
        date: c.date,
        menuPublicationStatus: c.menuPublicationStatus,
        note: c.note || null,
      })),
    );
    await repo.bumpVersion(tx, seatWebId, 'hoursVersion');
    await announceHoursChanged(db, tx, seatWebId);
  });
  return getVenueHours(db, seatWebId);
}

/** The per-slot order cap of every window serving an order type (takeaway 1, delivery 2). */
export async function setSlotCap(db: Db, seatWebId: number, input: SlotCapInput): Promise<VenueHours> {
  await db.transaction(async (tx) => {
    if ((await repo.lockVersion(tx, seatWebId, 'hoursVersion')) !== input.version) throw stale();
    const changed = await repo.setCapForStatus(
      tx,
      seatWebId,
      menuPublicationStatusFor(input.orderType),
      input.ordersPerSlot,
    );
    if (changed === 0) {
      const message = 'La sede non ha fasce orarie per questo tipo di ordine: aggiungile prima negli orari.';
      throw badRequest('NO_SERVICE_WINDOW', message, [{ path: 'body.orderType', message }]);
    }
    await repo.bumpVersion(tx, seatWebId, 'hoursVersion');
    await announceHoursChanged(db, tx, seatWebId);
  });
  return getVenueHours(db, seatWebId);
}
