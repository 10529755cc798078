// Issue #9: every new payment route is in /openapi.json (the fuzz walk covers what is listed);
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
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/stripe/GetStripePublicKey',
      '/api/stripe/CreatePaymentIntent',
      '/api/stripe/webhook/{company}',
      '/api/payments/getOnlinePaymentMethods',
      '/api/sumup/createPayment',
      '/api/sumup/getSumupConfig',
      '/api/sumup/webhook/{company}',
      '/api/nexi/GetNexiData',
      '/api/nexi/createPayment',
      '/api/nexi/pagaNonce',
      '/api/nexi/webhook/{company}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith('/simulated'))).toEqual([]);
  });

  it('serves the simulated Stripe.js stand-in in demo and dev', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/simulated/stripe/stripe.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.Stripe');
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
      expect((await prod.app.inject({ method: 'GET', url: '/simulated/stripe/stripe.js' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/simulated/sumup/sdk.js' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
