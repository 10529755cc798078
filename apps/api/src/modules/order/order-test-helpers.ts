// Shared pieces of the order API tests: the demo menu's lines and a save call.
import type { Db } from '../../db/database';
import { bearer, ingredient, productOn } from '../../test/ordering-fixtures';
import type { createTestApp } from '../../test/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Saturday 21 November 2026, 11:00 in Milan: lunch slots from 11:30 on are still offered. */
export const NOW = new Date('2026-11-21T10:00:00Z');
export const TODAY = '2026-11-21';

export async function demoLines(db: Db) {
  const margherita1 = await productOn(db, 1, 'Margherita');
  const margherita3 = await productOn(db, 3, 'Margherita');
  const marinara3 = await productOn(db, 3, 'Marinara');
  const hamburger3 = await productOn(db, 3, 'Hamburger della casa');
  const tiramisu3 = await productOn(db, 3, 'Tiramisù');
  const classico = await ingredient(db, 'Impasto classico');
  const integrale = await ingredient(db, 'Impasto integrale');
  const bufala = await ingredient(db, 'Mozzarella di bufala campana DOP');
  const basilico = await ingredient(db, 'Basilico fresco');
  const olio = await ingredient(db, 'Olio extravergine di oliva');
  const tartufo = await ingredient(db, 'Tartufo nero (non disponibile)');
  const guanciale = await ingredient(db, 'Guanciale croccante');
  const mediaCottura = await ingredient(db, 'Cottura media');
  const ketchup = await ingredient(db, 'Ketchup');
  return {
    margherita1,
    margherita3,
    marinara3,
    hamburger3,
    tiramisu3,
    classico,
    integrale,
    bufala,
    basilico,
    olio,
    tartufo,
    guanciale,
    mediaCottura,
    ketchup,
  };
}

export type DemoLines = Awaited<ReturnType<typeof demoLines>>;

/** Margherita (menu 1) with the classic dough, buffalo mozzarella added and basil removed: (7 + 2) x quantity. */
export function margheritaLine(l: DemoLines, quantity = 2, productWebId = l.margherita1.productWebId) {
  return {
    orderDetailId: 0,
    productWebId,
    quantity,
    amount: 0.01,
    description: 'tampered',
    extendedDescription: null,
    additiveVariations: [
      { ingredientId: l.classico.ingredientId, description: 'x', unitPrice: 0 },
      { ingredientId: l.bufala.ingredientId, description: 'x', unitPrice: 0 },
    ],
    subtractiveVariations: [{ ingredientId: l.basilico.ingredientId, description: 'x', unitPrice: 0 }],
  };
}

export function dineInOrder(l: DemoLines, overrides: Record<string, unknown> = {}) {
  return {
    orderId: 0,
    orderNumber: null,
    orderType: 0,
    menuWebId: 1,
    customerAddressIdInvoice: null,
    customerDeliveryAddress: null,
    requestedDateTime: null,
    productAmount: 0.01,
    deliveryAmount: 0,
    totalAmount: 0.01,
    orderStatus: 1,
    paymentStatus: 1,
    paymentType: 0,
    paymentReference: null,
    notes: 'Senza fretta',
    extraField1: '12',
    extraField2: null,
    extraField3: null,
    extraField4: null,
    extraField5: null,
    timeFrameWebId: null,
    seatAddress: null,
    userAddress: null,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
    details: [margheritaLine(l)],
    moment: '0',
    ...overrides,
  };
}

/** Takeaway at Tavola Navigli (venue 2, frame 3, menu 3): min 15 €, answers to the menu's questions, the diner's name. */
export function takeawayOrder(l: DemoLines, overrides: Record<string, unknown> = {}) {
  return {
    orderId: 0,
    orderType: 1,
    menuWebId: 3,
    requestedDateTime: `${TODAY}T12:00:00`,
    timeFrameWebId: 3,
    notes: null,
    extraField1: 'Citofono Rossi',
    extraField2: 'S',
    extraField3: '2',
    extraField4: '50',
    extraField5: '',
    details: [margheritaLine(l, 2, l.margherita3.productWebId)],
    paymentType: 0,
    moment: '0',
    // The counter calls it out; required from an anonymous diner (table-order-rules.ts).
    customerName: 'Mario Rossi',
    ...overrides,
  };
}

/** Delivery from venue 2 (min 20 €, 3,50 € below 35 €): three Margheritas, 27 €. */
export function deliveryOrder(l: DemoLines, overrides: Record<string, unknown> = {}) {
  return takeawayOrder(l, {
    orderType: 2,
    details: [margheritaLine(l, 3, l.margherita3.productWebId)],
    customerDeliveryAddress: {
      customerAddressId: 0,
      customerId: 0,
      addressType: 'D',
      businessName: 'Via Vigevano 10',
      address: 'Via Vigevano 10',
      city: 'Milano',
      province: 'MI',
    },
    ...overrides,
  });
}

export function save(app: App, token: string, body: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/order/saveCustomerOrder',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}
