// Formatting shared by the screens (spec 000 §1): euros in Italian format, short dates
// dd/MM/yy, 24-hour times.

// Made on first use, not when the module loads: creating it loads the locale's data, work
// a page that shows no price should not pay at start (issue #14, main-thread work).
let euro: Intl.NumberFormat | undefined;

/** 12.5 → '12,50 €'. */
export function formatMoney(amount: number): string {
  euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}

/** 'yyyy-MM-dd' (or an ISO date-time) → 'dd/MM/yy'; anything else unchanged. */
export function formatShortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}/${month}/${year.slice(2)}`;
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm' (24-hour, as stored). */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** An ISO local date-time 'yyyy-MM-ddTHH:mm...' → { date: 'dd/MM/yy', time: 'HH:mm' }. */
export function splitDateTime(isoDateTime: string): { date: string; time: string } {
  const [date, time = ''] = isoDateTime.split('T');
  return { date: formatShortDate(date), time: formatTime(time) };
}

/** Local ISO date of a Date: 'yyyy-MM-dd'. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
