import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel (issue #14 item 10)', () => {
  const today = '2026-11-21'; // a Saturday
  it('keeps the Italian text of the server', () => {
    expect(dayLabel({ day: '2026-11-23', description: 'lunedì 23/11' }, 'it', today)).toBe('lunedì 23/11');
  });
  it('speaks English in English', () => {
    expect(dayLabel({ day: '2026-11-21', description: 'oggi 21/11' }, 'en', today)).toBe('today 21/11');
    expect(dayLabel({ day: '2026-11-22', description: 'domani 22/11' }, 'en', today)).toBe('tomorrow 22/11');
    expect(dayLabel({ day: '2026-11-23T00:00:00', description: 'lunedì 23/11' }, 'en', today)).toBe('Monday 23/11');
  });
});
