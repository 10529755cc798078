// The day-set label of an opening-hours row in the current language (spec 001 §9): the named
// sets, otherwise the day names in week order separated by commas.
import type { it } from './locales';

export type WeekdayLabels = (typeof it)['weekdays'];
const NAMED = [127, 31, 63, 62, 96] as const;

export function weekdaysLabelIn(labels: WeekdayLabels, mask: number): string {
  const named = NAMED.find((m) => m === mask);
  if (named) return labels[named];
  return labels.days.filter((_, i) => mask & (1 << i)).join(', ');
}
