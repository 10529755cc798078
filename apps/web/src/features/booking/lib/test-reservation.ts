// A reservation as the browser keeps it, for the booking feature's tests.
export function storedReservation(overrides: Record<string, unknown> = {}) {
  return {
    idloc: 'demo-centro',
    data: '02-01-2030',
    da: '19:00',
    a: '21:00',
    quanti: 2,
    note: '',
    lang: 'it',
    token: 'demo-centro.1.hash',
    id: 'AB12CD34',
    tavoli: null,
    verified: false,
    sconto: null,
    unico: null,
    bagnato: null,
    asciutti: null,
    orari: '20:00',
    phone: '+393331234567',
    arrv: '2030-01-01T10:00:00Z',
    conf: '2030-01-01T10:00:00Z',
    verf: null,
    err: null,
    ...overrides,
  };
}
