// 'Altre date...' (spec 001 §2, §9): a calendar of one month at a time, weeks starting on
// Monday; days before today cannot be picked.
import { addDays } from '@tavola/domain/slot-rules';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export interface CalendarModalProps {
  show: boolean;
  /** 'YYYY-MM-DD': the first day that can be picked (today). */
  minDate: string;
  /** 'YYYY-MM-DD' to open on, when a day was chosen. */
  selected?: string | null;
  onPick(iso: string): void;
  onHide(): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month, Monday first, null outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month + 1)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The same day `months` later, on the month's last day when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const total = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(Number(iso.slice(8, 10)), last))}`;
}

/**
 * The day the keyboard moves to from `day` (the ARIA grid pattern: arrows by day and week,
 * Home and End to the week's ends, Page Up and Page Down by month), or null for other keys.
 */
export function keyboardTarget(day: string, key: string): string | null {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

export function CalendarModal({ show, minDate, selected, onPick, onHide }: CalendarModalProps) {
  const { t, i18n } = useTranslation();
  const start = selected ?? minDate;
  const [view, setView] = useState(() => ({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) - 1 }));
  const minMonth = Number(minDate.slice(0, 4)) * 12 + Number(minDate.slice(5, 7)) - 1;
  const viewMonth = view.year * 12 + view.month;
  const move = (delta: number) =>
    setView(({ year, month }) => {
      const next = year * 12 + month + delta;
      return { year: Math.floor(next / 12), month: next % 12 };
    });
  const monthTitle = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(view.year, view.month, 1)),
  );
  const fullDate = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekdays = t('booking.calendar.weekdays', { returnObjects: true }) as string[];

  // Keyboard: one day is the grid's single tab stop; the keys of
  // keyboardTarget move it, across months too, never before today or past the last month.
  const maxDate = addDays(addMonths(`${minDate.slice(0, 8)}01`, 13), -1);
  const [focusDay, setFocusDay] = useState(start < minDate ? minDate : start);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, view]);
  const onGridKeyDown = (event: KeyboardEvent) => {
    const target = keyboardTarget(focusDay, event.key);
    if (!target) return;
    event.preventDefault();
    const day = target < minDate ? minDate : target > maxDate ? maxDate : target;
    moved.current = true;
    setFocusDay(day);
    setView({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });
  };
  // A day of the month shown takes the tab stop when the month changes by its buttons.
  const inView = focusDay.slice(0, 7) === `${view.year}-${pad(view.month + 1)}`;
  const tabStop = inView
    ? focusDay
    : (() => {
        const first = `${view.year}-${pad(view.month + 1)}-01`;
        return first < minDate ? minDate : first;
      })();

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="booking-calendar-title" data-testid="booking-calendar">
      <Modal.Header closeButton closeLabel={t('booking.calendar.close')}>
        <Modal.Title id="booking-calendar-title" as="h2" className="h5">
          {t('booking.calendar.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex align-items-center justify-content-between mb-2">
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => move(-1)}
            disabled={viewMonth <= minMonth}
            aria-label={t('booking.calendar.previousMonth')}
          >
            ‹
          </Button>
          <strong className="text-capitalize" aria-live="polite">
            {monthTitle}
          </strong>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => move(1)}
            disabled={viewMonth >= minMonth + 12}
            aria-label={t('booking.calendar.nextMonth')}
          >
            ›
          </Button>
        </div>
        <table className="booking-calendar" role="grid" aria-label={monthTitle} ref={grid} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day} scope="col" abbr={day}>
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(view.year, view.month).map((week, w) => (
              <tr key={w}>
                {week.map((iso, d) => (
                  <td key={d}>
                    {iso && (
                      <Button
                        variant={iso === selected ? 'primary' : 'light'}
                        size="sm"
                        className="booking-calendar-day"
                        disabled={iso < minDate}
                        aria-label={fullDate.format(new Date(`${iso}T00:00:00Z`))}
                        aria-pressed={iso === selected}
                        tabIndex={iso === tabStop ? 0 : -1}
                        data-day={iso}
                        data-testid={`calendar-day-${iso}`}
                        onFocus={() => setFocusDay(iso)}
                        onClick={() => onPick(iso)}
                      >
                        {Number(iso.slice(8))}
                      </Button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Modal.Body>
    </Modal>
  );
}
