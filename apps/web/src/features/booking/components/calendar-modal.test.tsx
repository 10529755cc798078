import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CalendarModal, monthGrid } from './calendar-modal';

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
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa', 'Do']);
    expect((screen.getByTestId('calendar-day-2025-06-10') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mese precedente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('calendar-day-2025-06-20'));
    expect(onPick).toHaveBeenCalledWith('2025-06-20');
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(screen.getByTestId('calendar-day-2025-07-01')).toBeTruthy();
  });
});
