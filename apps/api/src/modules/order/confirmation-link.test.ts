import { describe, expect, it } from 'vitest';
import { confirmationLink } from './order-mail-service';

const order = { orderId: 12, orderNumber: 3, seatWebId: 4 };
const SECRET = 'S3cr3t_value-abcdefghijklmnopqrstuvwxyz0123';

describe('confirmationLink (the callback URL contract of order/sendEmailConfirmOrder)', () => {
  it("accepts the configured public origin, puts the secret in place of the placeholder and names the order's venue", () => {
    const link = confirmationLink(
      'https://ordini.example.it/it/order-confirmed/12/3/%7BcheckCode%7D?company=demo&seatWebId=1',
      ['https://ordini.example.it/', 'http://localhost:3000'],
      order,
      SECRET,
    );
    expect(link).toBe(`https://ordini.example.it/it/order-confirmed/12/3/${SECRET}?company=demo&seatWebId=4`);
  });

  it('appends the secret when the URL stops after the order number, and drops a fragment', () => {
    expect(
      confirmationLink(
        'http://localhost:3000/order-confirmed/12/3/?company=demo#x',
        ['http://localhost:3000'],
        order,
        SECRET,
      ),
    ).toBe(`http://localhost:3000/order-confirmed/12/3/${SECRET}?company=demo&seatWebId=4`);
    expect(
      confirmationLink('http://localhost:3000/order-confirmed/12/3', ['http://localhost:3000'], order, SECRET),
    ).toBe(`http://localhost:3000/order-confirmed/12/3/${SECRET}?seatWebId=4`);
  });

  it('carries no language prefix on a local host (spec 000 §7), and keeps it elsewhere', () => {
    expect(
      confirmationLink(
        'http://localhost:3000/en/order-confirmed/12/3/{checkCode}?company=demo',
        ['http://localhost:3000'],
        order,
        SECRET,
      ),
    ).toBe(`http://localhost:3000/order-confirmed/12/3/${SECRET}?company=demo&seatWebId=4`);
    expect(
      confirmationLink(
        'http://127.0.0.1:8080/en/order-confirmed/12/3/{checkCode}?company=demo',
        ['http://127.0.0.1:8080'],
        order,
        SECRET,
      ),
    ).toBe(`http://127.0.0.1:8080/order-confirmed/12/3/${SECRET}?company=demo&seatWebId=4`);
    expect(
      confirmationLink(
        'https://ordini.example.it/en/order-confirmed/12/3/{checkCode}?company=demo',
        ['https://ordini.example.it'],
        order,
        SECRET,
      ),
    ).toBe(`https://ordini.example.it/en/order-confirmed/12/3/${SECRET}?company=demo&seatWebId=4`);
  });

  it('refuses other origins, credentials in the URL, other schemes and other pages', () => {
    const allowed = ['https://ordini.example.it'];
    for (const url of [
      'https://ordini.example.it.evil.test/order-confirmed/12/3/{checkCode}',
      'http://ordini.example.it/order-confirmed/12/3/{checkCode}',
      'https://user:pw@ordini.example.it/order-confirmed/12/3/{checkCode}',
      'ftp://ordini.example.it/order-confirmed/12/3/{checkCode}',
      'https://ordini.example.it/order-confirmed/12/4/{checkCode}',
      'https://ordini.example.it/email-confirmed/12/?company=demo',
    ]) {
      expect(() => confirmationLink(url, allowed, order, SECRET), url).toThrow(/non è consentito/);
    }
  });
});
