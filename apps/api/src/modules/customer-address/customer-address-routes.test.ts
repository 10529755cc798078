import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddressSchema } from '@tavola/domain/entities';
import { anonymousCustomer, bearer, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const billing = {
  addressType: 'F',
  businessName: 'Rossi S.r.l.',
  vatNumber: '01234567890',
  address: 'Via Roma 1',
  zipCode: '20100',
  city: 'Milano',
  province: 'MI',
  pec: 'Rossi@PEC.it',
  feCode: 'abc1234',
};

const call = (token: string | null, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/customeraddress/${path}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('customeraddress/*', () => {
  it("answers 401 'L'utente non è loggato' without a customer in the session, 401 without a session", async () => {
    const token = await venueSession(t.app);
    for (const [method, path, body] of [
      ['GET', 'getAllForCurrentCustomer'],
      ['GET', 'getBillingAddressForCurrentCustomer'],
      ['GET', 'getDeliveryAddressForCurrentCustomer'],
      ['POST', 'insert', billing],
      ['POST', 'update', { ...billing, customerAddressId: 1 }],
      ['POST', 'delete', { customerAddressId: 1 }],
    ] as const) {
      const res = await call(token, method, path, body);
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toMatchObject({
        code: 'NOT_LOGGED_IN',
        message: "Impossibile completare l'operazione. L'utente non è loggato.",
      });
      expect((await call(null, method, path, body)).statusCode, path).toBe(401);
    }
  });

  it('inserts, lists by type, updates and deletes the session customer addresses', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'fatture@example.com');
    const inserted = await call(token, 'POST', 'insert', { ...billing, customerId: 999999, isDefault: true });
    expect(inserted.statusCode).toBe(200);
    const address = customerAddressSchema.parse(inserted.json());
    expect(address).toMatchObject({
      customerId: customer.customerId,
      addressType: 'F',
      pec: 'rossi@pec.it',
      feCode: 'ABC1234',
      isDefault: true,
      state: null,
    });

    const delivery = await call(token, 'POST', 'insert', { addressType: 'D', address: 'Via Po 3', city: 'Torino' });
    expect(delivery.statusCode).toBe(200);

    expect((await call(token, 'GET', 'getAllForCurrentCustomer')).json()).toHaveLength(2);
    const billingList = (await call(token, 'GET', 'getBillingAddressForCurrentCustomer')).json();
    expect(billingList.map((a: { addressType: string }) => a.addressType)).toEqual(['F']);
    const deliveryList = (await call(token, 'GET', 'getDeliveryAddressForCurrentCustomer')).json();
    expect(deliveryList).toMatchObject([{ addressType: 'D', address: 'Via Po 3', city: 'Torino', pec: null }]);

    const updated = await call(token, 'POST', 'update', {
      ...billing,
      customerAddressId: address.customerAddressId,
      businessName: 'Rossi & Figli S.r.l.',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      customerAddressId: address.customerAddressId,
      businessName: 'Rossi & Figli S.r.l.',
    });

    const deleted = await call(token, 'POST', 'delete', { ...address });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect((await call(token, 'GET', 'getBillingAddressForCurrentCustomer')).json()).toEqual([]);
  });

  it("answers 404 for another customer's address and leaves it untouched", async () => {
    const owner = await anonymousCustomer(t.app, 'proprietario@example.com');
    const intruder = await anonymousCustomer(t.app, 'intruso@example.com');
    const address = (await call(owner.token, 'POST', 'insert', billing)).json();

    const update = await call(intruder.token, 'POST', 'update', {
      ...billing,
      customerAddressId: address.customerAddressId,
      businessName: 'Rubato',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().code).toBe('CUSTOMER_ADDRESS_NOT_FOUND');
    expect(
      (await call(intruder.token, 'POST', 'delete', { customerAddressId: address.customerAddressId })).statusCode,
    ).toBe(404);
    expect((await call(intruder.token, 'GET', 'getAllForCurrentCustomer')).json()).toEqual([]);

    const mine = (await call(owner.token, 'GET', 'getAllForCurrentCustomer')).json();
    expect(mine).toMatchObject([{ customerAddressId: address.customerAddressId, businessName: 'Rossi S.r.l.' }]);
  });

  it('validates a billing address with the address-modal rules (spec 000 §5)', async () => {
    const { token } = await anonymousCustomer(t.app, 'validazione@example.com');
    const res = await call(token, 'POST', 'insert', {
      ...billing,
      businessName: '',
      pec: 'non-una-pec',
      feCode: undefined,
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(Object.keys(fields).sort()).toEqual(['body.businessName', 'body.feCode', 'body.pec']);
    // The domain's message codes reach the client as the spec's Italian text.
    expect(fields['body.businessName']).toBe('Campo obbligatorio');
    expect(res.json().message).toContain('Campo obbligatorio');
    expect((await call(token, 'GET', 'getAllForCurrentCustomer')).json()).toEqual([]);
  });
});
