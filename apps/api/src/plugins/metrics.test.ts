import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TOKEN = 'metrics-token-0123456789abcdef';

async function scrape(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The label sets of one metric's series, as written in the Prometheus text. */
function seriesOf(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .map((line) => line.slice(name.length, line.lastIndexOf('}') + 1));
}

describe('metrics endpoint with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, OPERATOR_TOKEN: 'operator-secret-0123456789abcdef' } });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token with 401 and no figure', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'METRICS_TOKEN_INVALID' });
      expect(res.body).not.toContain('tavola_');
      expect(res.body).not.toContain('process_');
    }
  });

  it('answers every metric family in the Prometheus text format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'tavola_http_request_duration_seconds',
      'tavola_orders_saved_total',
      'tavola_order_save_duration_seconds',
      'tavola_payments_total',
      'tavola_refunds_total',
      'tavola_event_streams_open',
      'tavola_event_delivery_delay_seconds',
      'tavola_mail_outbox_backlog',
      'tavola_mail_outbox_oldest_age_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    // The engine's own figures: the pool on PostgreSQL, the worker's queue on PGlite.
    if (t.databaseUrl) {
      expect(res.body).toContain('# TYPE tavola_db_pool_connections gauge');
      expect(res.body).toContain('# TYPE tavola_db_pool_waiting gauge');
      expect(res.body).toMatch(/^tavola_db_pool_waiting \d+$/m);
    } else {
      expect(res.body).toMatch(/^tavola_pglite_queue_length \d+$/m);
    }
    expect(res.body).toMatch(/^tavola_mail_outbox_backlog 0$/m);
  });

  it('labels requests by route pattern and status, never by raw URL, id or query', async () => {
    const { token } = await authenticate(t.app);
    const secretQuery = 'password=hunter2-secret';
    await t.app.inject({
      method: 'GET',
      url: `/api/order/getCustomerOrders?customerId=987654&${secretQuery}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await t.app.inject({ method: 'GET', url: '/no/such/page/55554444' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/companies/demo-secret-name/endOfService',
      payload: { endOfService: null },
    });
    const text = await scrape(t);
    const routes = seriesOf(text, 'tavola_http_request_duration_seconds_count');
    expect(routes).toContainEqual(expect.stringContaining('route="/api/account/authenticateClient"'));
    expect(routes).toContainEqual(
      expect.stringMatching(/method="GET",route="\/api\/order\/getCustomerOrders",status_code="\d{3}"/),
    );
    expect(routes).toContainEqual('{method="GET",route="(unmatched)",status_code="404"}');
    expect(routes).toContainEqual(
      expect.stringContaining('route="/api/operator/companies/:urlName/endOfService",status_code="401"'),
    );
    // The scrape itself is not counted.
    expect(routes.join()).not.toContain('/metrics');
    for (const leak of [
      '987654',
      'hunter2',
      '55554444',
      'demo-secret-name',
      token,
      TOKEN,
      'operator-secret',
      'x'.repeat(32),
    ]) {
      expect(text, leak).not.toContain(leak);
    }
  });

  it('counts what the modules report: payments, refunds, streams and event delays', async () => {
    t.app.metrics.paymentRecorded('stripe', 'paid');
    t.app.metrics.paymentRecorded('stripe', 'paid');
    t.app.metrics.paymentRecorded('satispay', 'failed');
    t.app.metrics.refundRecorded('sumup', 'refunded');
    t.app.metrics.streamOpened();
    t.app.metrics.streamOpened();
    t.app.metrics.streamClosed();
    t.app.metrics.eventDelivered(40);
    t.app.metrics.eventDelivered(Number.NaN);
    const text = await scrape(t);
    expect(text).toMatch(/^tavola_payments_total\{provider="stripe",outcome="paid"\} 2$/m);
    expect(text).toMatch(/^tavola_payments_total\{provider="satispay",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^tavola_refunds_total\{provider="sumup",outcome="refunded"\} 1$/m);
    expect(text).toMatch(/^tavola_event_streams_open 1$/m);
    expect(text).toMatch(/^tavola_event_delivery_delay_seconds_count 1$/m);
    expect(text).toMatch(/^tavola_event_delivery_delay_seconds_bucket\{le="0.05"\} 1$/m);
  });
});

describe('metrics endpoint without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404, whatever the header', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('tavola_');
    }
  });
});
