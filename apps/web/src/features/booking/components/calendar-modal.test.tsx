import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CalendarModal, keyboardTarget, monthGrid } from './calendar-modal';

describe('calendar', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // June 2025 starts on a Sunday.
    const weeks = monthGrid(2025, 5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-06-01']);
    expect(weeks[1][0]).toBe('2025-06-02');
    expect(weeks.at(-1)).toEqual(['2025-06-30', null, null, null, null, null, null]);
  });

  it('shows one month, Monday first, without days before the first bookable one', () => {
    const onPick = vi.fn();
    render(<CalendarModal show minDate="2025-06-11" onPick={onPick} onHide={() => {}} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Lu',
      'Ma',
      'Me',
      'Gi',
      'Ve',
      'Sa',
      'Do',
    ]);
    expect((screen.getByTestId('calendar-day-2025-06-10') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mese precedente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('calendar-day-2025-06-20'));
    expect(onPick).toHaveBeenCalledWith('2025-06-20');
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(screen.getByTestId('calendar-day-2025-07-01')).toBeTruthy();
  });

  // The calendar is usable by keyboard alone (ARIA grid pattern).
  it('moves between days with the arrows, Home/End and Page Up/Down', () => {
    expect(keyboardTarget('2025-06-11', 'ArrowRight')).toBe('2025-06-12');
    expect(keyboardTarget('2025-06-11', 'ArrowDown')).toBe('2025-06-18');
    expect(keyboardTarget('2025-06-11', 'Home')).toBe('2025-06-09'); // Monday
    expect(keyboardTarget('2025-06-11', 'End')).toBe('2025-06-15'); // Sunday
    expect(keyboardTarget('2025-01-31', 'PageDown')).toBe('2025-02-28');
    expect(keyboardTarget('2025-06-11', 'a')).toBeNull();
  });

  it('has one tab stop, follows the keys across months and picks with Enter', () => {
    const onPick = vi.fn();
    render(<CalendarModal show minDate="2025-06-11" onPick={onPick} onHide={() => {}} />);
    const tabStops = screen.getAllByRole('button').filter((b) => b.dataset.day && b.tabIndex === 0);
    expect(tabStops.map((b) => b.dataset.day)).toEqual(['2025-06-11']);
    const today = screen.getByTestId('calendar-day-2025-06-11');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowLeft' }); // before today: stays
    expect(document.activeElement).toBe(today);
    fireEvent.keyDown(today, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('calendar-day-2025-06-18'));
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(document.activeElement).toBe(screen.getByTestId('calendar-day-2025-07-18'));
    expect(screen.getByRole('grid').getAttribute('aria-label')).toMatch(/luglio 2025/i);
    fireEvent.click(document.activeElement!); // Enter and Space click a focused button
    expect(onPick).toHaveBeenCalledWith('2025-07-18');
  });
});
