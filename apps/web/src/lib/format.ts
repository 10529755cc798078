// Formatting shared by the screens (spec 000 §1): euros in Italian format, short dates
// dd/MM/yy, 24-hour times.

/**
 * 12.5 → '12,50 €', 12345 → '12.345,00 €': what Intl.NumberFormat('it-IT', EUR) writes
 * (format.test.ts compares the two), without Intl. Creating that formatter loads the locale's
 * data: 13 ms of main thread in the menu's first drawing in Lighthouse's trace (50 ms on its
 * slow phone), on the way to the menu's largest paint.
 */
export function formatMoney(amount: number): string {
  const cents = roundedCents(Math.abs(amount));
  const units = String(Math.floor(cents / 100));
  // Italian groups thousands from five digits on: 1234,50 but 12.345,00.
  const grouped = units.length > 4 ? units.replace(/\B(?=(\d{3})+$)/g, '.') : units;
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${grouped},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

/** An amount the server gives in cents, written as formatMoney writes euros. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** In cents, rounded as Intl rounds: half away from zero, on the number's shortest decimal form (1.005 → 101). */
function roundedCents(amount: number): number {
  const text = String(amount);
  if (text.includes('e')) return Math.round(amount * 100);
  const [units, fraction = ''] = text.split('.');
  const cents = Number(units) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
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
