// Where a mailed secret goes is decided by configuration only (PUBLIC_ORIGIN,
// the company's allowed origins), never by the request's Host or X-Forwarded-* headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCustomer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { demoLines, NOW, save, takeawayOrder } from '../order/order-test-helpers';
import { bearer, registerAndLogin } from './account-test-helpers';

const forged = [{ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, { host: 'evil.example' }];

async function mailsTo(t: Awaited<ReturnType<typeof createTestApp>>, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return res.json().emails as { text: string }[];
}

describe('without PUBLIC_ORIGIN (dev): the safe default origin, never the request headers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { PUBLIC_ORIGIN: '', PORT: '3000', RATE_LIMIT_MAIL_MAX: '1000' } });
  });
  afterAll(() => t.close());

  it('refuses a reset link on the host the request claims, and mails nothing', async () => {
    const { token } = await authenticate(t.app);
    await registerAndLogin(t, token, 'vittima@example.com');
    for (const headers of forged) {
      const evil = headers.host ? 'http://evil.example' : 'https://evil.example';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/sendResetPasswordMailToCustomer',
        headers: { ...bearer(token), ...headers },
        payload: { customerEmail: 'vittima@example.com', redirectUri: `${evil}/reset-password/1/` },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().code).toBe('REDIRECT_NOT_ALLOWED');
    }
    expect(await mailsTo(t, 'vittima@example.com')).toHaveLength(0);
  });

  it('accepts the default origin http://localhost:PORT', async () => {
    const { token } = await authenticate(t.app);
    await registerAndLogin(t, token, 'locale@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sendResetPasswordMailToCustomer',
      headers: { ...bearer(token), 'x-forwarded-host': 'evil.example' },
      payload: { customerEmail: 'locale@example.com', redirectUri: 'http://localhost:3000/reset-password/1/' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(t, 'locale@example.com');
    expect(mail.text).toContain('http://localhost:3000/reset-password/1/?checkCode=');
  });

  it('refuses a confirmation-of-registration link on the claimed host', async () => {
    const { token } = await authenticate(t.app);
    const { token: signedIn, customer } = await registerAndLogin(t, token, 'nuovo@example.com');
    for (const headers of forged) {
      const evil = headers.host ? 'http://evil.example' : 'https://evil.example';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/SendConfirmRegistrationMail',
        headers: { ...bearer(signedIn), ...headers },
        payload: { customerId: customer.customerId, redirectUri: `${evil}/email-confirmed/${customer.customerId}/` },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
    }
    expect(await mailsTo(t, 'nuovo@example.com')).toHaveLength(0);
  });

  it('refuses an order confirmation callbackUrl on the claimed host', async () => {
    const l = await demoLines(t.db);
    const { token, customer } = await anonymousCustomer(t.app, 'ordine@example.com', 2);
    const order = (await save(t.app, token, takeawayOrder(l))).json();
    for (const headers of forged) {
      const evil = headers.host ? 'http://evil.example' : 'https://evil.example';
      const callbackUrl = `${evil}/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo`;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order/sendEmailConfirmOrder?${new URLSearchParams({ orderId: String(order.orderId), customerId: String(customer.customerId), callbackUrl })}`,
        headers: { ...bearer(token), ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
    }
    expect(await mailsTo(t, 'ordine@example.com')).toHaveLength(0);
  });
});
