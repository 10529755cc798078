import { describe, expect, it } from 'vitest';
import {
  bookingPhoneRequired,
  isReservationCancelled,
  kitchensOf,
  peopleOptions,
  reservationBadge,
  reservationNote,
  shiftOfTime,
} from './booking';
import { ConfirmationMode } from './enums';

describe('reservationBadge', () => {
  it("is 'confirmed' when verf is set", () => {
    expect(reservationBadge({ verf: true })).toBe('confirmed');
    expect(reservationBadge({ verf: '2025-06-01T20:00', arrv: true, conf: true })).toBe('confirmed');
  });

  it('keeps confirmed when verf and err are both set', () => {
    expect(reservationBadge({ verf: true, err: true })).toBe('confirmed');
  });

  it("is 'toConfirm' when arrv and conf are set but neither verf nor err", () => {
    expect(reservationBadge({ arrv: true, conf: true, verf: false, err: null })).toBe('toConfirm');
    expect(reservationBadge({ arrv: 'x', conf: 'y' })).toBe('toConfirm');
  });

  it("is 'error' on err", () => {
    expect(reservationBadge({ err: true })).toBe('error');
    expect(reservationBadge({ arrv: true, conf: true, err: 'timeout' })).toBe('error');
  });

  it('is null otherwise', () => {
    expect(reservationBadge({})).toBeNull();
    expect(reservationBadge({ arrv: true })).toBeNull();
    expect(reservationBadge({ conf: true })).toBeNull();
    expect(reservationBadge({ verf: '', err: '  ', arrv: false, conf: null })).toBeNull();
  });
});

describe('shiftOfTime', () => {
  it('is lunch before 15:00 and dinner from 15:00', () => {
    expect(shiftOfTime('12:30')).toBe('lunch');
    expect(shiftOfTime('00:00')).toBe('lunch');
    expect(shiftOfTime('14:59')).toBe('lunch');
    expect(shiftOfTime('15:00')).toBe('dinner');
    expect(shiftOfTime('19:30')).toBe('dinner');
    expect(shiftOfTime('9:15')).toBe('lunch');
    expect(shiftOfTime('20:00:00')).toBe('dinner');
  });

  it('refuses what is not a time', () => {
    expect(() => shiftOfTime('sera')).toThrow(RangeError);
  });
});

describe('booking helpers', () => {
  it('offers 1..maxquanti people, 1..4 when the service gives 0', () => {
    expect(peopleOptions(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peopleOptions(0)).toEqual([1, 2, 3, 4]);
  });

  it('offers a second kitchen only when cucina2 is not empty', () => {
    expect(kitchensOf({ cucina1: 'Pizzeria', cucina2: 'Sushi' })).toEqual(['Pizzeria', 'Sushi']);
    expect(kitchensOf({ cucina1: 'Pizzeria', cucina2: '' })).toEqual(['Pizzeria']);
    expect(kitchensOf({ cucina1: 'Pizzeria', cucina2: null })).toEqual(['Pizzeria']);
  });

  it('requires the phone only for desktop Whatsapp', () => {
    expect(bookingPhoneRequired(ConfirmationMode.Whatsapp, false)).toBe(true);
    expect(bookingPhoneRequired(ConfirmationMode.Whatsapp, true)).toBe(false);
    expect(bookingPhoneRequired(ConfirmationMode.WhatsappWeb, false)).toBe(false);
    expect(bookingPhoneRequired(ConfirmationMode.Sms, true)).toBe(false);
  });

  it('sees a reservation as cancelled only when both cancel fields are set', () => {
    const info = { DATA: '01-06-2025', DA: '20:00', QUANTI: 2 };
    expect(isReservationCancelled({ ...info, CANCELLATADA: 'cliente', CANCELLATAIL: '2025-05-30' })).toBe(true);
    expect(isReservationCancelled({ ...info, CANCELLATADA: 'cliente', CANCELLATAIL: null })).toBe(false);
    expect(isReservationCancelled({ ...info, CANCELLATADA: null, CANCELLATAIL: null })).toBe(false);
  });

  it('writes the note as JSON with the fixed false flag', () => {
    expect(JSON.parse(reservationNote('Mario', 'seggiolone'))).toEqual({
      name: 'Mario',
      memo: 'seggiolone',
      flag: false,
    });
  });
});
