// Opening hours as the venue info modal lists them (spec 001 §2, §9): one row per group of
// days sharing the same slots, e.g. 'Da Lunedì a Venerdì: 12:00 - 15:00, 19:00 - 23:00'.
import type { OpeningDay, OpeningSlot } from './entities';
import { ALL_WEEKDAYS } from './enums';
import { weekdayNames, type LabelLocale } from './slot-rules';

/** The weekday names as a label starts them: 'Lunedì', index i is the weekday bit 1 << i. */
const dayNames: Record<LabelLocale, string[]> = {
  it: weekdayNames.it.map((name) => name[0].toUpperCase() + name.slice(1)),
  en: [...weekdayNames.en],
};

/** 001 §9: the day sets with a name of their own (in each language). */
const namedDaySets: Record<LabelLocale, Record<number, string>> = {
  it: {
    127: 'Da Lunedì a Domenica',
    31: 'Da Lunedì a Venerdì',
    63: 'Da Lunedì a Sabato',
    62: 'Da Martedì a Sabato',
    96: 'Sabato e Domenica',
  },
  en: {
    127: 'Monday to Sunday',
    31: 'Monday to Friday',
    63: 'Monday to Saturday',
    62: 'Tuesday to Saturday',
    96: 'Saturday and Sunday',
  },
};

/** Label of a weekday bit mask; masks without a name list the days in week order ('' for none). */
export function weekdaysLabel(mask: number, locale: LabelLocale = 'it'): string {
  const named = namedDaySets[locale][mask];
  if (named) return named;
  return dayNames[locale].filter((_, i) => mask & (1 << i)).join(', ');
}

export type OpeningHoursKind = 'local' | 'takeaway' | 'delivery';

const slotFields: Record<OpeningHoursKind, [keyof OpeningSlot, keyof OpeningSlot]> = {
  local: ['openingTime', 'closingTime'],
  takeaway: ['takeawayStart', 'takeawayEnd'],
  delivery: ['deliveryStart', 'deliveryEnd'],
};

export interface OpeningHoursRow {
  /** Weekday bit mask of the days in the row. */
  dayOfWeek: number;
  label: string;
  /** 'HH:mm - HH:mm' per slot, morning to evening. */
  hours: string[];
}

/** The slots of one entry for a service, as 'start - end' (first 5 characters of each time). */
function hoursOf(day: OpeningDay, kind: OpeningHoursKind): string[] {
  const [startField, endField] = slotFields[kind];
  return [day.morning, day.afternoon, day.evening].flatMap((slot) => {
    const start = slot?.[startField];
    const end = slot?.[endField];
    return start && end ? [`${start.slice(0, 5)} - ${end.slice(0, 5)}`] : [];
  });
}

/**
 * Rows of the opening hours of one service (001 §2 'Orari apertura', 'Orari ritiro', 'Orari
 * consegna'). Entries with an exceptionDate are skipped; each weekday collects the slots of
 * every entry covering it; days with identical slot lists share one row; days without slots
 * are left out. Rows are in week order of their first day. No rows means: show no list.
 */
export function groupOpeningHours(
  openingDays: readonly OpeningDay[],
  kind: OpeningHoursKind,
  locale: LabelLocale = 'it',
): OpeningHoursRow[] {
  const regular = openingDays.filter((day) => !day.exceptionDate);
  const rows = new Map<string, OpeningHoursRow>();
  for (let bit = 1; bit <= ALL_WEEKDAYS; bit <<= 1) {
    const hours = regular.filter((day) => day.dayOfWeek & bit).flatMap((day) => hoursOf(day, kind));
    if (hours.length === 0) continue;
    const key = hours.join('|');
    const row = rows.get(key);
    if (row) row.dayOfWeek |= bit;
    else rows.set(key, { dayOfWeek: bit, label: '', hours });
  }
  return [...rows.values()].map((row) => ({ ...row, label: weekdaysLabel(row.dayOfWeek, locale) }));
}
