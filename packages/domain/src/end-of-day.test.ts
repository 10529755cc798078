import { describe, expect, it } from 'vitest';
import { endOfDayMailDue, endOfDaySettingsSchema } from './end-of-day';

describe('when the daily summary mail is due', () => {
  it('from the chosen time to the end of the service day (05:00)', () => {
    expect(endOfDayMailDue('23:30', '23:29')).toBe(false);
    expect(endOfDayMailDue('23:30', '23:30')).toBe(true);
    expect(endOfDayMailDue('23:30', '02:00')).toBe(true);
    // 05:00 starts the next service day: not yet its time.
    expect(endOfDayMailDue('23:30', '05:00')).toBe(false);
    expect(endOfDayMailDue('23:30', '12:00')).toBe(false);
  });

  it('a time after midnight belongs to the evening before', () => {
    expect(endOfDayMailDue('01:30', '23:59')).toBe(false);
    expect(endOfDayMailDue('01:30', '01:30')).toBe(true);
    expect(endOfDayMailDue('01:30', '04:59')).toBe(true);
    expect(endOfDayMailDue('05:00', '05:00')).toBe(true);
  });
});

describe('the daily summary settings', () => {
  const base = { enabled: true, time: '23:00', recipients: ['a@example.com'], language: 'it' as const };
  it('normalise addresses and refuse what could not be followed', () => {
    expect(endOfDaySettingsSchema.parse({ ...base, recipients: [' A@Example.com '] }).recipients).toEqual([
      'a@example.com',
    ]);
    expect(endOfDaySettingsSchema.safeParse({ ...base, enabled: false, recipients: [] }).success).toBe(true);
    for (const bad of [
      { recipients: [] },
      { time: '24:00' },
      { time: '9:00' },
      { recipients: ['a@example.com', 'A@example.com'] },
      { recipients: Array.from({ length: 6 }, (_, i) => `a${i}@example.com`) },
    ]) {
      expect(endOfDaySettingsSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
