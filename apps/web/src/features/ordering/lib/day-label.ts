// The label of a takeaway or delivery day in the UI language. The server
// describes days in Italian ('oggi 05/03'); Italian keeps its text, other languages get the
// domain's rule in their words ('today 05/03', 'Saturday 07/03'), counted from the diner's
// own date.
import { dayDescription, labelLocaleOf } from '@tavola/domain/slot-rules';
import { localIsoDate } from '../../../lib/format';

export function dayLabel(
  day: { day: string; description: string | null },
  language: string,
  today = localIsoDate(new Date()),
): string {
  const locale = labelLocaleOf(language);
  if (locale === 'it' && day.description) return day.description;
  return dayDescription(day.day.slice(0, 10), today, locale);
}
