// Demo capacity model of the booking service, for the demo venues that take
// reservations: Tavola Centro ('demo-centro', two kitchens: the restaurant and the pizzeria)
// and Tavola Isola ('demo-isola', one small room, closed on Mondays and on holidays).
// Idempotent: a venue that already has its booking settings is left alone; venues missing
// from the database are skipped. Called by seedDemoData inside its transaction.
import { minutesToTime, timeToMinutes } from '@tavola/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { findSeatWebIdByBookingId, insertDemoBookingSetup, type DemoBookingSetup } from './booking-repository';

const EVERY_DAY = 127;
const TUESDAY_TO_SUNDAY = 126;
const MONDAY = 1;

/** Times from start every `step` minutes up to and including last. */
function every(start: string, last: string, step = 30): string[] {
  const times: string[] = [];
  for (let m = timeToMinutes(start)!; m <= timeToMinutes(last)!; m += step) times.push(minutesToTime(m));
  return times;
}

interface DemoVenue extends DemoBookingSetup {
  tableReservationId: string;
}

function holidays(year: number) {
  return [`${year}-12-25`, `${year + 1}-01-01`, `${year + 1}-12-25`];
}

export function demoBookingVenues(year = new Date().getFullYear()): DemoVenue[] {
  return [
    {
      tableReservationId: 'demo-centro',
      settings: {
        kitchen1Name: 'Ristorante',
        kitchen2Name: 'Pizzeria',
        maxPeople: 8,
        whatsappServer: true,
        closedDays: 0,
        daysListed: 7,
        horizonDays: 60,
      },
      bands: [
        {
          kitchen: 1,
          daysOfWeek: EVERY_DAY,
          startTime: '12:00',
          endTime: '14:30',
          times: every('12:00', '14:00'),
          places: 30,
          tables: '12 tavoli',
        },
        {
          kitchen: 1,
          daysOfWeek: EVERY_DAY,
          startTime: '19:00',
          endTime: '21:00',
          times: every('19:00', '20:30'),
          places: 40,
          tables: '16 tavoli',
        },
        {
          kitchen: 1,
          daysOfWeek: EVERY_DAY,
          startTime: '21:00',
          endTime: '23:00',
          times: every('21:00', '22:00'),
          places: 30,
          tables: '12 tavoli',
        },
        {
          kitchen: 2,
          daysOfWeek: EVERY_DAY,
          startTime: '12:00',
          endTime: '14:30',
          times: every('12:00', '14:00'),
          places: 20,
          tables: '8 tavoli',
        },
        {
          kitchen: 2,
          daysOfWeek: EVERY_DAY,
          startTime: '19:00',
          endTime: '23:00',
          times: every('19:00', '22:30'),
          places: 36,
          tables: '14 tavoli',
        },
      ],
      // One shift closed: the holiday lunch is a private event; dinner stays bookable.
      exceptions: holidays(year).map((date) => ({
        date,
        shift: 'lunch' as const,
        note: 'Pranzo di festa: solo su invito',
      })),
      offers: [
        {
          offerCode: 'BENVENUTO10',
          description: 'Sconto del 10% sul conto per chi prenota online',
          discount: '10%',
          validFrom: null,
          validTo: `${year + 1}-12-31`,
        },
      ],
    },
    {
      tableReservationId: 'demo-isola',
      settings: {
        kitchen1Name: 'Cucina',
        kitchen2Name: null,
        maxPeople: 0,
        whatsappServer: true,
        closedDays: MONDAY,
        daysListed: 7,
        horizonDays: 30,
      },
      bands: [
        {
          kitchen: 1,
          daysOfWeek: TUESDAY_TO_SUNDAY,
          startTime: '12:30',
          endTime: '14:30',
          times: every('12:30', '14:00'),
          places: 10,
          tables: '4 tavoli',
        },
        {
          kitchen: 1,
          daysOfWeek: TUESDAY_TO_SUNDAY,
          startTime: '19:30',
          endTime: '21:30',
          times: every('19:30', '21:00'),
          places: 10,
          tables: '4 tavoli',
        },
        {
          kitchen: 1,
          daysOfWeek: TUESDAY_TO_SUNDAY,
          startTime: '21:30',
          endTime: '23:00',
          times: every('21:30', '22:30'),
          places: 6,
          tables: '2 tavoli',
        },
      ],
      exceptions: holidays(year).map((date) => ({ date, shift: null, note: 'Chiuso per festività' })),
      offers: [],
    },
  ];
}

export async function seedBookingDemoData(tx: DbOrTx): Promise<{ venuesSeeded: number }> {
  let venuesSeeded = 0;
  for (const venue of demoBookingVenues()) {
    const seatWebId = await findSeatWebIdByBookingId(tx, venue.tableReservationId);
    if (seatWebId === null) continue;
    if (!(await insertDemoBookingSetup(tx, seatWebId, venue))) continue; // already seeded
    venuesSeeded++;
  }
  return { venuesSeeded };
}
