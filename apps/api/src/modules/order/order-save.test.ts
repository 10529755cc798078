import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@tavola/domain/order';
import { orderDetails, orders, products, seatWebs } from '../../db/schema';
import { invalidateMenuCache } from '../menu-web/menu-cache';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { anonymousCustomer, bearer, registeredCustomer, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import {
  deliveryOrder,
  demoLines,
  dineInOrder,
  margheritaLine,
  NOW,
  save,
  takeawayOrder,
  TODAY,
  type DemoLines,
} from './order-test-helpers';

let clock = NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

async function orderCount() {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return row.n;
}

async function expectRefused(
  token: string,
  body: unknown,
  status: number,
  expected: { code: string; message?: string | RegExp },
) {
  const before = await orderCount();
  const res = await save(t.app, token, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(expected.code);
  if (typeof expected.message === 'string') expect(res.json().message).toBe(expected.message);
  else if (expected.message) expect(res.json().message).toMatch(expected.message);
  expect(await orderCount()).toBe(before);
  return res.json();
}

describe('order/saveCustomerOrder: amounts, statuses and numbering', () => {
  it('stores a dine-in cash order with server prices, ignoring the browser amounts', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'tavolo@example.com');
    const res = await save(t.app, token, dineInOrder(l));
    expect(res.statusCode, res.body).toBe(200);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({
      orderType: 0,
      menuWebId: 1,
      productAmount: 18,
      deliveryAmount: 0,
      totalAmount: 18,
      orderStatus: 0, // Open: cash paid by an anonymous customer waits for the e-mail link
      paymentStatus: 0,
      paymentType: 0,
      paymentReference: null,
      notes: 'Senza fretta',
      extraField1: '12',
      requestedDateTime: null,
      seatAddress: 'Tavola Centro, Via Torino 21, 20123 Milano (MI)',
      ckError: false,
      ckErrorStr: null,
    });
    expect(order.orderId).toBeGreaterThan(0);
    expect(order.orderNumber).toBeGreaterThan(0);
    expect(order.details).toHaveLength(1);
    expect(order.details[0]).toMatchObject({
      productWebId: l.margherita1.productWebId,
      quantity: 2,
      amount: 18,
      description: 'Margherita',
      additiveVariations: [
        { ingredientId: l.classico.ingredientId, description: 'Impasto classico', unitPrice: 0 },
        { ingredientId: l.bufala.ingredientId, description: 'Mozzarella di bufala campana DOP', unitPrice: 2 },
      ].sort((a, b) => a.ingredientId - b.ingredientId),
      subtractiveVariations: [{ ingredientId: l.basilico.ingredientId, description: 'Basilico fresco', unitPrice: 0 }],
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row).toMatchObject({
      companyId: 1,
      seatWebId: 1,
      customerId: customer.customerId,
      totalAmountCents: 1800,
      productAmountCents: 1800,
    });
  });

  it('numbers orders sequentially per company', async () => {
    const { token } = await anonymousCustomer(t.app, 'sequenza@example.com');
    const first = (await save(t.app, token, dineInOrder(l), 'sequenza-000001')).json();
    const second = (await save(t.app, token, dineInOrder(l), 'sequenza-000002')).json();
    expect(second.orderNumber).toBe(first.orderNumber + 1);
    const [max] = await t.db.select({ n: count() }).from(orders).where(eq(orders.companyId, 1));
    expect(second.orderNumber).toBe(max.n);
  });

  it('confirms at once the cash order of a registered customer; a PayNow test-card order waits for its payment', async () => {
    const { token } = await registeredCustomer(t.app, t.db, 'registrato.cassa@example.com');
    const cash = (await save(t.app, token, dineInOrder(l))).json();
    expect(cash).toMatchObject({ orderStatus: 1, paymentStatus: 0, paymentType: 0 });

    const anonymous = await anonymousCustomer(t.app, 'carta@example.com');
    const card = await save(t.app, anonymous.token, dineInOrder(l, { moment: '1', paymentType: 1 }));
    expect(card.json()).toMatchObject({ orderStatus: 0, paymentStatus: 0, paymentType: 1 }); // Open until paid
  });

  it('forces cash when paying after, whatever method the browser names', async () => {
    const { token } = await anonymousCustomer(t.app, 'dopo@example.com');
    const res = await save(t.app, token, dineInOrder(l, { moment: 0, paymentType: 5 }));
    expect(res.json()).toMatchObject({ paymentType: 0, orderStatus: 0 });
  });

  it('adds the delivery cost below the free-delivery threshold and not from it on (venue 2: 3,50 € under 35 €)', async () => {
    const { token } = await anonymousCustomer(t.app, 'consegna@example.com', 2);
    const below = await save(
      t.app,
      token,
      deliveryOrder(l, { details: [margheritaLine(l, 3, l.margherita3.productWebId)] }),
      'consegna-sotto-01',
    );
    expect(below.statusCode, below.body).toBe(200);
    expect(below.json()).toMatchObject({
      orderType: 2,
      productAmount: 27,
      deliveryAmount: 3.5,
      totalAmount: 30.5,
      requestedDateTime: `${TODAY}T12:00:00`,
    });
    expect(below.json().customerDeliveryAddress).toMatchObject({
      addressType: 'D',
      address: 'Via Vigevano 10',
      city: 'Milano',
      province: 'MI',
    });
    expect(below.json().userAddress).toBe('Via Vigevano 10, Milano (MI)');

    const above = await save(
      t.app,
      token,
      deliveryOrder(l, { details: [margheritaLine(l, 4, l.margherita3.productWebId)] }),
      'consegna-sopra-01',
    );
    expect(above.json()).toMatchObject({ productAmount: 36, deliveryAmount: 0, totalAmount: 36 });
  });

  it('accepts a forced group with a priority-0 option left empty (hamburger: cooking chosen, no sauce)', async () => {
    const { token } = await anonymousCustomer(t.app, 'hamburger@example.com', 2);
    const line = {
      productWebId: l.hamburger3.productWebId,
      quantity: 1,
      additiveVariations: [{ ingredientId: l.mediaCottura.ingredientId }],
      subtractiveVariations: [],
    };
    const res = await save(t.app, token, takeawayOrder(l, { details: [line] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalAmount).toBe(15);
    const withSauce = await save(
      t.app,
      token,
      takeawayOrder(l, {
        details: [
          {
            ...line,
            additiveVariations: [
              { ingredientId: l.mediaCottura.ingredientId },
              { ingredientId: l.ketchup.ingredientId },
            ],
          },
        ],
      }),
    );
    expect(withSauce.json().totalAmount).toBe(15.5);
  });

  it('prices with the menu as it is now: a change announced by invalidateMenuCache reaches the next save (#14 kept menu)', async () => {
    const { token } = await anonymousCustomer(t.app, 'nuovoprezzo@example.com');
    const before = await save(t.app, token, dineInOrder(l), 'price-before');
    expect(before.json().productAmount).toBe(18);
    const [{ unitPriceCents }] = await t.db
      .select({ unitPriceCents: products.unitPriceCents })
      .from(products)
      .where(eq(products.productWebId, l.margherita1.productWebId));
    await t.db
      .update(products)
      .set({ unitPriceCents: 1000 })
      .where(eq(products.productWebId, l.margherita1.productWebId));
    await invalidateMenuCache(t.db, 1);
    try {
      const after = await save(t.app, token, dineInOrder(l), 'price-after');
      expect(after.statusCode, after.body).toBe(200);
      // Two margheritas, each 10 € now plus the same options as before.
      expect(after.json().productAmount).toBe(18 + (2 * (1000 - unitPriceCents)) / 100);
    } finally {
      await t.db.update(products).set({ unitPriceCents }).where(eq(products.productWebId, l.margherita1.productWebId));
      await invalidateMenuCache(t.db, 1);
    }
  });
});

describe('order/saveCustomerOrder: one order per attempt', () => {
  it('returns the same order for the same Idempotency-Key and stores it once', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'doppio-click@example.com');
    const key = 'c1a2b3c4-d5e6-4789-8abc-def012345678';
    const [first, second] = await Promise.all([
      save(t.app, token, dineInOrder(l), key),
      save(t.app, token, dineInOrder(l), key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.json().orderId);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    const [stored] = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.customerId));
    expect(stored.n).toBe(1);

    const viaBody = await save(t.app, token, { ...dineInOrder(l), idempotencyKey: key });
    expect(viaBody.json().orderId).toBe(first.json().orderId);
    const mismatch = await save(t.app, token, { ...dineInOrder(l), idempotencyKey: 'another-key-123' }, key);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('keeps keys per customer: the same key from another customer is another order', async () => {
    const a = await anonymousCustomer(t.app, 'chiave-a@example.com');
    const b = await anonymousCustomer(t.app, 'chiave-b@example.com');
    const one = (await save(t.app, a.token, dineInOrder(l), 'shared-key-0001')).json();
    const two = (await save(t.app, b.token, dineInOrder(l), 'shared-key-0001')).json();
    expect(two.orderId).not.toBe(one.orderId);
  });

  it('without a key, answers a repeated identical save with the first order', async () => {
    const { token } = await anonymousCustomer(t.app, 'senza-chiave@example.com');
    const first = (await save(t.app, token, dineInOrder(l))).json();
    const again = (await save(t.app, token, dineInOrder(l))).json();
    expect(again.orderId).toBe(first.orderId);
    const different = (await save(t.app, token, dineInOrder(l, { details: [margheritaLine(l, 3)] }))).json();
    expect(different.orderId).not.toBe(first.orderId);

    // The same cart three minutes later is a new order (the window is two minutes).
    clock = new Date(NOW.getTime() + 3 * 60_000);
    try {
      const later = (await save(t.app, token, dineInOrder(l))).json();
      expect(later.orderId).not.toBe(first.orderId);
    } finally {
      clock = NOW;
    }
  });

  it('saves an order again (payments screen) in place: same id and number, new lines and amounts', async () => {
    const { token } = await anonymousCustomer(t.app, 'risalva@example.com');
    const first = (await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1 }))).json();
    const again = await save(
      t.app,
      token,
      dineInOrder(l, { orderId: first.orderId, details: [margheritaLine(l, 1)], moment: '0' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      orderId: first.orderId,
      orderNumber: first.orderNumber,
      totalAmount: 9,
      paymentType: 0,
      orderStatus: 0,
    });
    const details = await t.db.select().from(orderDetails).where(eq(orderDetails.orderId, first.orderId));
    expect(details).toHaveLength(1);
    expect(details[0].quantity).toBe(1);
  });

  it("answers 404 when re-saving another customer's order, and changes nothing", async () => {
    const owner = await anonymousCustomer(t.app, 'mio@example.com');
    const other = await anonymousCustomer(t.app, 'tuo@example.com');
    const order = (await save(t.app, owner.token, dineInOrder(l))).json();
    await expectRefused(other.token, dineInOrder(l, { orderId: order.orderId, details: [margheritaLine(l, 5)] }), 404, {
      code: 'ORDER_NOT_FOUND',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row.totalAmountCents).toBe(1800);
  });
});

describe('order/saveCustomerOrder: bad input is a 4xx and stores nothing', () => {
  let token: string;
  let venue2: string;
  beforeAll(async () => {
    token = (await anonymousCustomer(t.app, 'errori@example.com')).token;
    venue2 = (await anonymousCustomer(t.app, 'errori2@example.com', 2)).token;
  });

  it('refuses quantity 0 and 100', async () => {
    for (const quantity of [0, 100]) {
      const body = await expectRefused(token, dineInOrder(l, { details: [margheritaLine(l, quantity)] }), 400, {
        code: 'INVALID_QUANTITY',
        message: 'La quantità di ogni prodotto deve essere compresa tra 1 e 99.',
      });
      expect(body.fields[0].path).toBe('details.0.quantity');
    }
  });

  it('refuses an unknown product and a product of another menu', async () => {
    const tiramisuOfMenu3 = {
      productWebId: l.tiramisu3.productWebId,
      quantity: 1,
      additiveVariations: [],
      subtractiveVariations: [],
    };
    const unknown = { ...tiramisuOfMenu3, productWebId: 987654 };
    await expectRefused(token, dineInOrder(l, { details: [unknown] }), 400, { code: 'PRODUCT_NOT_ON_MENU' });
    await expectRefused(token, dineInOrder(l, { details: [tiramisuOfMenu3] }), 400, { code: 'PRODUCT_NOT_ON_MENU' });
    await expectRefused(token, dineInOrder(l, { details: [margheritaLine(l, 1, l.margherita3.productWebId)] }), 400, {
      code: 'PRODUCT_NOT_ON_MENU',
    });
  });

  it('refuses an empty cart', async () => {
    await expectRefused(token, dineInOrder(l, { details: [] }), 400, { code: 'EMPTY_CART' });
  });

  it('refuses variations that are not options, disabled ingredients and broken forced groups', async () => {
    const base = margheritaLine(l, 1);
    const cases = [
      {
        ...base,
        additiveVariations: [{ ingredientId: l.classico.ingredientId }, { ingredientId: l.tartufo.ingredientId }],
      }, // properties = 1
      {
        ...base,
        additiveVariations: [{ ingredientId: l.classico.ingredientId }, { ingredientId: l.guanciale.ingredientId }],
      }, // not a pizza option
      { ...base, additiveVariations: [{ ingredientId: l.bufala.ingredientId }] }, // forced dough missing
      {
        ...base,
        additiveVariations: [{ ingredientId: l.classico.ingredientId }, { ingredientId: l.integrale.ingredientId }],
      }, // two doughs
      {
        ...base,
        additiveVariations: [{ ingredientId: l.classico.ingredientId }, { ingredientId: l.classico.ingredientId }],
      }, // twice
      { ...base, subtractiveVariations: [{ ingredientId: l.olio.ingredientId }] }, // not removable
    ];
    for (const line of cases) {
      await expectRefused(token, dineInOrder(l, { details: [line] }), 400, {
        code: 'INVALID_VARIATION',
        message: 'Le varianti scelte per «Margherita» non sono valide.',
      });
    }
  });

  it('refuses a venue that does not offer the order type, and order types that are not orders', async () => {
    const isola = (await anonymousCustomer(t.app, 'isola@example.com', 3)).token;
    await expectRefused(isola, dineInOrder(l), 400, {
      code: 'ORDER_TYPE_NOT_OFFERED',
      message: 'La sede scelta non offre questo tipo di ordine.',
    });
    await expectRefused(venue2, dineInOrder(l), 400, { code: 'ORDER_TYPE_NOT_OFFERED' });
    for (const orderType of [3, 4, 9]) {
      await expectRefused(token, dineInOrder(l, { orderType }), 400, { code: 'ORDER_TYPE_NOT_ORDERABLE' });
    }
  });

  it('refuses a menu that does not serve the order type', async () => {
    // Venue 2's frame fixes menu 3; venue 1's frames leave the menu to the order.
    await expectRefused(venue2, takeawayOrder(l, { menuWebId: 1, details: [margheritaLine(l, 2)] }), 400, {
      code: 'MENU_NOT_IN_TIME_FRAME',
    });
    await expectRefused(
      token,
      takeawayOrder(l, { menuWebId: 1, timeFrameWebId: 1, details: [margheritaLine(l, 2)] }),
      400,
      { code: 'MENU_NOT_AVAILABLE' },
    );
    await expectRefused(token, dineInOrder(l, { menuWebId: 3 }), 400, { code: 'MENU_NOT_AVAILABLE' });
    await expectRefused(token, dineInOrder(l, { menuWebId: 4 }), 400, { code: 'MENU_NOT_AVAILABLE' }); // another company's menu
  });

  it('refuses a missing or malformed required extra field with the spec message', async () => {
    const missing = await expectRefused(token, dineInOrder(l, { extraField1: '  ' }), 400, {
      code: 'EXTRA_FIELD_INVALID',
      message: 'Numero del tavolo: Compila il campo prima di continuare',
    });
    expect(missing.fields).toEqual([{ path: 'extraField1', message: 'Compila il campo prima di continuare' }]);
    await expectRefused(token, dineInOrder(l, { extraField1: '12a' }), 400, {
      code: 'EXTRA_FIELD_INVALID',
      message: /Inserire solo numeri interi$/,
    });
    await expectRefused(venue2, takeawayOrder(l, { extraField2: 'X' }), 400, { code: 'EXTRA_FIELD_INVALID' });
    await expectRefused(venue2, takeawayOrder(l, { extraField5: 'non-una-mail' }), 400, {
      code: 'EXTRA_FIELD_INVALID',
      message: /Inserire un indirizzo email$/,
    });
  });

  it("refuses an order below the venue's minimum with the spec message", async () => {
    const marinara = {
      productWebId: l.marinara3.productWebId,
      quantity: 2,
      additiveVariations: [{ ingredientId: l.classico.ingredientId }],
      subtractiveVariations: [],
    };
    await expectRefused(venue2, takeawayOrder(l, { details: [marinara] }), 400, {
      code: 'BELOW_MINIMUM_ORDER',
      message: "L'importo dell'ordine è inferiore all'importo minimo",
    });
  });

  it('refuses a slot in the past, a slot of another venue and a missing slot', async () => {
    await expectRefused(venue2, takeawayOrder(l, { requestedDateTime: `${TODAY}T10:30:00` }), 400, {
      code: 'SLOT_NOT_AVAILABLE',
    });
    await expectRefused(venue2, takeawayOrder(l, { timeFrameWebId: 1 }), 400, { code: 'SLOT_NOT_AVAILABLE' });
    await expectRefused(venue2, takeawayOrder(l, { requestedDateTime: null }), 400, { code: 'SLOT_NOT_AVAILABLE' });
  });

  it('refuses a delivery without address or city', async () => {
    await expectRefused(venue2, deliveryOrder(l, { customerDeliveryAddress: null }), 400, {
      code: 'DELIVERY_ADDRESS_REQUIRED',
      message: 'Compila tutti i campi prima di continuare',
    });
    await expectRefused(
      venue2,
      deliveryOrder(l, { customerDeliveryAddress: { address: 'Via Roma 1', city: ' ' } }),
      400,
      { code: 'DELIVERY_ADDRESS_REQUIRED' },
    );
  });

  it("refuses a delivery outside the venue's radius or to an address that cannot be found", async () => {
    // The browser's venue search is advice: the save measures the distance itself.
    const noVenue = 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.';
    await expectRefused(
      venue2,
      deliveryOrder(l, { customerDeliveryAddress: { address: 'Via del Corso 10', city: 'Roma' } }),
      400,
      {
        code: 'DELIVERY_OUT_OF_RANGE',
        message: noVenue,
      },
    );
    await expectRefused(
      venue2,
      deliveryOrder(l, { customerDeliveryAddress: { address: 'Via Inesistente 1', city: 'Paese Immaginario' } }),
      400,
      {
        code: 'DELIVERY_ADDRESS_NOT_FOUND',
        message: noVenue,
      },
    );
  });

  it('refuses payment methods the venue or the deployment does not offer', async () => {
    await expectRefused(token, dineInOrder(l, { moment: '1', paymentType: 5 }), 400, {
      code: 'PAYMENT_METHOD_NOT_AVAILABLE',
    });
    // A change by hand is announced as the back office announces its own (company-venue cache).
    const setCash = async (allowed: boolean) => {
      const [venue] = await t.db
        .update(seatWebs)
        .set({ allowCODLocalOrder: allowed })
        .where(eq(seatWebs.seatWebId, 1))
        .returning();
      await invalidateCompanyVenueCache(t.db, venue!.companyId);
    };
    await setCash(false);
    try {
      await expectRefused(token, dineInOrder(l), 400, { code: 'PAYMENT_METHOD_NOT_AVAILABLE' });
    } finally {
      await setCash(true);
    }
  });

  it("refuses another customer's invoice address", async () => {
    const other = await anonymousCustomer(t.app, 'fattura-altrui@example.com');
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/customeraddress/insert',
      headers: bearer(other.token),
      payload: {
        addressType: 'F',
        businessName: 'Altri S.r.l.',
        address: 'Via X 1',
        city: 'Milano',
        province: 'MI',
        pec: 'a@pec.it',
        feCode: 'AAAAAAA',
      },
    });
    await expectRefused(token, dineInOrder(l, { customerAddressIdInvoice: address.json().customerAddressId }), 404, {
      code: 'INVOICE_ADDRESS_NOT_FOUND',
    });
  });

  it('needs a customer and a venue in the session, and a confirmed account', async () => {
    const noCustomer = await venueSession(t.app, 1);
    await expectRefused(noCustomer, dineInOrder(l), 401, { code: 'NOT_LOGGED_IN' });
    const { token: noVenue } = await (async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/authenticateClient',
        payload: { companyUrlName: 'demo' },
      });
      const bare = String(res.headers.authorization).replace('Bearer ', '');
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/account/completeCustomerRegistration',
        headers: bearer(bare),
        payload: {
          customerId: 0,
          email: 'senza-sede@example.com',
          telephoneNumber1: '333 123 4567',
          adultDeclarationChecked: true,
          privacyAccepted: true,
          serviceTermsAccepted: true,
        },
      });
      return { token: String(reg.headers.authorization).replace('Bearer ', '') };
    })();
    await expectRefused(noVenue, dineInOrder(l), 400, {
      code: 'SEAT_WEB_REQUIRED',
      message: 'Seleziona una sede prima di continuare',
    });
    const unconfirmed = await registeredCustomer(t.app, t.db, 'non-confermato@example.com', { confirmed: false });
    await expectRefused(unconfirmed.token, dineInOrder(l), 401, { code: 'CUSTOMER_NOT_CONFIRMED' });
  });
});
