// Labels of the booking screens: 'oggi' / 'domani' / the weekday for days (spec 001 §4), the
// band as '{Pranzo|Cena} da - a', dates dd/MM/yyyy.
import { shiftOfTime } from '@tavola/domain/booking';
import { bookingDayToIso } from '@tavola/domain/booking-capacity';
import { addDays } from '@tavola/domain/slot-rules';
import type { TFunction } from 'i18next';
import { localIsoDate } from '../../../lib/format';

/** 'dd-MM-yyyy' or ISO → 'oggi', 'domani', else e.g. 'sabato 14/06'. */
export function dayLabel(day: string, t: TFunction, language: string, today = localIsoDate(new Date())): string {
  const iso = bookingDayToIso(day) ?? day;
  if (iso === today) return t('booking.days.today');
  if (iso === addDays(today, 1)) return t('booking.days.tomorrow');
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'dd-MM-yyyy' → e.g. 'sabato 26/12/2026' (a day picked in the calendar). */
export function fullDayLabel(day: string, language: string): string {
  const iso = bookingDayToIso(day) ?? day;
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'dd-MM-yyyy' → 'dd/MM/yyyy'. */
export function displayDay(day: string): string {
  return day.replaceAll('-', '/');
}

export function bandLabel(band: { da: string; a: string }, t: TFunction): string {
  return t('booking.bandLabel', { shift: t(`booking.shift.${shiftOfTime(band.da)}`), from: band.da, to: band.a });
}
