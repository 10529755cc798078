// Demo mode (spec 000 §1): the settings' demo block comes from the config,
// and an anonymous cash order of the demo venue's demo menu is confirmed without the e-mail
// link, so the demo completes to the order summary. Other menus keep the e-mail rule.
import { appSettingsSchema } from '@tavola/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCustomer, bearer, tokenOf, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from './order-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { APP_ENV: 'demo', DEMO_SEAT_WEB_ID: '1', DEMO_MENU_WEB_ID: '1' } });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

describe('demo mode', () => {
  it('publishes the configured demo venue and menu in the settings file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings.json' });
    const settings = appSettingsSchema.parse(res.json());
    expect(settings.demo).toEqual({ companyUrlName: 'demo', seatWebId: 1, menuWebId: 1 });
  });

  it('confirms an anonymous cash order of the demo menu without the e-mail link', async () => {
    const { token } = await anonymousCustomer(t.app, 'demo@example.com');
    const res = await save(t.app, token, dineInOrder(l));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderStatus).toBe(1); // Confirmed
  });

  it('keeps the demo order confirmed when the app completes it as cash, as the payments page does', async () => {
    const { token } = await anonymousCustomer(t.app, 'demo-cassa@example.com');
    const saved = (await save(t.app, token, dineInOrder(l))).json();
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/order/completeCustomerOrder',
      headers: bearer(token),
      payload: { ...saved, paymentType: 0, paymentReference: null },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().orderStatus).toBe(1); // still Confirmed, not Open waiting for a mail
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/order/getOrderProgress?orderId=${saved.orderId}`,
      headers: bearer(token),
    });
    expect(progress.json()).toMatchObject({ stage: 'new', state: 'new' });
  });
});

describe('the demo diner (no contact data in the demo)', () => {
  it('at the demo venue: an anonymous diner without e-mail, phone or consents, whose cash order is confirmed', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/account/demoDiner',
      headers: bearer(await venueSession(t.app, 1)),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ isAnonymous: true, email: null });
    const token = tokenOf(started);
    const saved = (await save(t.app, token, dineInOrder(l))).json();
    expect(saved.orderStatus).toBe(1);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/order/completeCustomerOrder',
      headers: bearer(token),
      payload: { ...saved, paymentType: 0, paymentReference: null },
    });
    expect(done.json().orderStatus).toBe(1);
  });

  it('refuses another venue, and every venue outside the demo', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/account/demoDiner',
      headers: bearer(await venueSession(t.app, 2)),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('CONTACT_DATA_REQUIRED');
    const plain = await createTestApp({
      now: () => NOW,
      env: { APP_ENV: 'dev', DEMO_SEAT_WEB_ID: '1', DEMO_MENU_WEB_ID: '1' },
    });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/account/demoDiner',
        headers: bearer(await venueSession(plain.app, 1)),
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });
});

describe('outside the demo menu', () => {
  it('keeps the e-mail confirmation when the demo names another menu', async () => {
    const other = await createTestApp({
      now: () => NOW,
      env: { APP_ENV: 'demo', DEMO_SEAT_WEB_ID: '1', DEMO_MENU_WEB_ID: '2' },
    });
    try {
      const { token } = await anonymousCustomer(other.app, 'carta@example.com');
      const res = await save(other.app, token, dineInOrder(await demoLines(other.db)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().orderStatus).toBe(0); // Open: waits for the e-mail link
    } finally {
      await other.close();
    }
  });
});

describe('config', () => {
  it('has no demo venue or menu unless set', async () => {
    const plain = await createTestApp({ env: { APP_ENV: 'demo' } });
    try {
      const settings = appSettingsSchema.parse(
        (await plain.app.inject({ method: 'GET', url: '/settings.json' })).json(),
      );
      expect(settings.demo).toEqual({ companyUrlName: 'demo', seatWebId: null, menuWebId: null });
    } finally {
      await plain.close();
    }
  });
});
