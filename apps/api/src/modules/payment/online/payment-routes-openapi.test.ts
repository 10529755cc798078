// Every new payment route is in /openapi.json (the fuzz walk covers what is listed);
// the simulators of the demo mode are not part of the API and stay out of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/openapi.json', () => {
  it('lists the payment calls and webhooks, not the simulators', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(doc.paths);
    // Spec 000 §7's provider calls, with the methods the spec names.
    const ops = doc.paths as Record<string, Record<string, unknown>>;
    const specCalls: Array<[string, string]> = [
      ['/api/stripe/GetStripePublicKey', 'get'],
      ['/api/stripe/CreatePaymentIntent', 'post'],
      ['/api/paypal/getPaypalClientID', 'get'],
      ['/api/satispay/createPayment', 'get'],
      ['/api/sumup/createPayment', 'get'],
      ['/api/nexi/GetNexiData', 'get'],
      ['/api/nexi/pagaNonce', 'post'],
    ];
    for (const [path, method] of specCalls) expect(Object.keys(ops[path] ?? {}), path).toContain(method);
    // Ours: the server-side PayPal order, the providers' notifications, the methods list.
    for (const path of [
      '/api/paypal/createOrder',
      '/api/stripe/webhook/{company}',
      '/api/paypal/webhook/{company}',
      '/api/satispay/callback/{company}',
      '/api/payments/getOnlinePaymentMethods',
      '/api/sumup/getSumupConfig',
      '/api/sumup/webhook/{company}',
      '/api/nexi/createPayment',
      '/api/nexi/webhook/{company}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith('/simulated'))).toEqual([]);
  });

  it('serves the simulated Stripe.js, PayPal JS SDK, Satispay web button, SumUp widget and XPay Build stand-ins in demo and dev', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/simulated/stripe/stripe.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.Stripe');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/simulated/paypal/sdk/js?client-id=simulated-paypal-client-id&currency=EUR',
        })
      ).body,
    ).toContain('window.paypal');
    expect((await t.app.inject({ method: 'GET', url: '/simulated/satispay/web-button.js' })).body).toContain(
      'window.SatispayWebButton',
    );
    const sumup = await t.app.inject({ method: 'GET', url: '/simulated/sumup/sdk.js' });
    expect(sumup.body).toContain('window.SumUpCard');
    const xpay = await t.app.inject({ method: 'GET', url: '/simulated/nexi/ecomm/XPayBuild/js?alias=ALIAS_SIMULATED' });
    expect(xpay.body).toContain('window.XPay');
  });
});

describe('in prod', () => {
  it('has no simulators', async () => {
    const prod = await createTestApp({ env: { APP_ENV: 'prod', SESSION_SECRET: 'p'.repeat(32) } });
    try {
      for (const url of [
        '/simulated/stripe/stripe.js',
        '/simulated/paypal/sdk/js',
        '/simulated/satispay/web-button.js',
        '/simulated/sumup/sdk.js',
      ]) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
