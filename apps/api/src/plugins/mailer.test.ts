import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAITING_MARK } from '../modules/mail/outbox-repository';
import { createTestApp } from '../test/test-app';
import { isTemporaryMailFailure, mailRetryDelayMs, MailNotSentError } from './mailer';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function outbox(t: TestApp, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().emails as Array<Record<string, unknown> & { links: string[] }>;
}

describe('mailer without SMTP (offline default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores every mail in the outbox, newest first, with its links', async () => {
    await t.app.mailer.send({ to: 'Primo@Example.com', subject: 'Prima', text: 'Ciao' });
    await t.app.mailer.send({
      to: 'secondo@example.com',
      subject: 'Conferma\r\nBcc: x@evil.test',
      text: 'Apri https://demo.test/order-confirmed/1/2/abc?company=demo per confermare.',
      html: '<p>html</p>',
    });
    const emails = await outbox(t);
    expect(emails.map((e) => e.subject)).toEqual(['Conferma Bcc: x@evil.test', 'Prima']);
    expect(emails[0]).toMatchObject({ to: 'secondo@example.com', sentVia: 'outbox', error: null, html: '<p>html</p>' });
    expect(emails[0].links).toEqual(['https://demo.test/order-confirmed/1/2/abc?company=demo']);
    expect(emails[1].to).toBe('primo@example.com');
    expect(await outbox(t, '?to=PRIMO@example.com')).toHaveLength(1);
  });

  it('shows the outbox as an Italian HTML page with clickable links and escaped content', async () => {
    await t.app.mailer.send({
      to: 'terzo@example.com',
      subject: 'Nota <script>alert(1)</script>',
      text: 'Nota: <b>ciao</b>\nLink: http://localhost:3000/order-confirmed/5/6/xyz',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('Posta in uscita');
    expect(res.body).toContain('<a href="http://localhost:3000/order-confirmed/5/6/xyz">');
    expect(res.body).toContain('Nota &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;b&gt;ciao&lt;/b&gt;');
    expect(res.body.indexOf('terzo@example.com')).toBeLessThan(res.body.indexOf('secondo@example.com'));
  });
});

describe('developer pages in prod', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ENV: 'prod', SESSION_SECRET: 'p'.repeat(32) } });
  });
  afterAll(() => t.close());

  it('do not exist, but mails are still recorded', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    await t.app.mailer.send({ to: 'a@example.com', subject: 'S', text: 'T' });
    const rows = await t.db.query.outboxEmails.findMany();
    expect(rows).toHaveLength(1);
  });
});

describe('mailer with SMTP_URL', () => {
  const received: { from: string; to: string[]; data: string; user?: string }[] = [];
  let server: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailuser' && auth.password === 'secret') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@rejected.test')) return callback(new Error('Mailbox unavailable'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://mailuser:secret@127.0.0.1:${port}`, MAIL_FROM: 'Trattoria <ordini@trattoria.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server, authenticated, and records it as sent via smtp', async () => {
    await t.app.mailer.send({
      to: 'cliente@example.com',
      subject: 'Riepilogo ordine',
      text: 'Grazie!',
      html: '<p>Grazie!</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'ordini@trattoria.test', to: ['cliente@example.com'], user: 'mailuser' });
    expect(received[0].data).toContain('Subject: Riepilogo ordine');
    expect(received[0].data).toContain('Grazie!');
    const [row] = await outbox(t);
    expect(row).toMatchObject({ to: 'cliente@example.com', sentVia: 'smtp', error: null });
  });

  it('records the delivery error and throws when the server refuses the mail', async () => {
    const error = await t.app.mailer
      .send({ to: 'nessuno@rejected.test', subject: 'X', text: 'Y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailNotSentError);
    const [row] = await outbox(t);
    expect(row).toMatchObject({ to: 'nessuno@rejected.test', sentVia: 'smtp' });
    expect(String(row.error)).toContain('Mailbox unavailable');
    expect(received).toHaveLength(1);
  });
});

describe('mail retry rules', () => {
  it('waits longer after each failure, doubling up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 60].map((n) => mailRetryDelayMs(n, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000, 8000,
    ]);
  });

  it('retries what may pass later (no connection, 4xx, bad credentials), not a 5xx refusal of the mail', () => {
    expect(isTemporaryMailFailure({ code: 'ECONNECTION' })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'ETIMEDOUT' })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'EPROTOCOL', responseCode: 421 })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'EAUTH', responseCode: 535 })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(false);
    expect(isTemporaryMailFailure({ code: 'EENVELOPE' })).toBe(false);
    expect(isTemporaryMailFailure(new Error('anything'))).toBe(false);
  });
});

describe('mailer while the SMTP server is down', () => {
  const received: string[] = [];
  let connections = 0;
  let down = true;
  let server: SMTPServer;
  let t: TestApp;
  const token = 'metrics-token-0123456789abcdef';

  async function backlogMetric() {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    return Number(/^tavola_mail_outbox_backlog (\S+)$/m.exec(res.body)?.[1]);
  }

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onConnect(_session, callback) {
        connections += 1;
        if (!down) return callback();
        // What a server in maintenance answers: 421, try again later.
        return callback(
          Object.assign(new Error('Service not available, closing transmission channel'), { responseCode: 421 }),
        );
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RETRY_MIN_SECONDS: '0.05',
        MAIL_RETRY_MAX_SECONDS: '0.2',
        METRICS_TOKEN: token,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('keeps every mail in the outbox, retries with backoff, and sends each once, in order, when the server returns', async () => {
    for (const n of [1, 2, 3])
      await t.app.mailer.send({ to: `cliente${n}@example.com`, subject: `Ordine ${n}`, text: 'Grazie!' });
    const waiting = await outbox(t);
    expect(waiting).toHaveLength(3);
    for (const row of waiting) expect(String(row.error).startsWith(WAITING_MARK)).toBe(true);
    expect(received).toEqual([]);
    expect(await backlogMetric()).toBe(3);

    // It keeps trying while the server refuses, and nothing goes out.
    const before = connections;
    await vi.waitFor(() => expect(connections).toBeGreaterThanOrEqual(before + 3), { timeout: 10_000, interval: 20 });
    expect(received).toEqual([]);
    expect(await backlogMetric()).toBe(3);

    down = false;
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 10_000, interval: 20 });
    expect(received).toEqual(['Ordine 1', 'Ordine 2', 'Ordine 3']);
    await vi.waitFor(async () => expect(await backlogMetric()).toBe(0), { timeout: 10_000, interval: 20 });
    expect((await outbox(t)).map((row) => row.error)).toEqual([null, null, null]);

    // With the server back, a new mail goes straight out, and nothing went twice.
    await t.app.mailer.send({ to: 'cliente4@example.com', subject: 'Ordine 4', text: 'Grazie!' });
    expect(received).toEqual(['Ordine 1', 'Ordine 2', 'Ordine 3', 'Ordine 4']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes on one PostgreSQL while the SMTP server is down',
  () => {
    const received: string[] = [];
    let down = true;
    let server: SMTPServer;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      server = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        onConnect(_session, callback) {
          if (!down) return callback();
          return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '');
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const env = {
        SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        MAIL_RETRY_MIN_SECONDS: '0.02',
        MAIL_RETRY_MAX_SECONDS: '0.05',
      };
      first = await createTestApp({ env });
      second = await createTestApp({ env, database: first.database });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('sends every waiting mail exactly once, though both processes retry the same outbox', async () => {
      const subjects = Array.from({ length: 12 }, (_, i) => `Ordine ${i + 1}`);
      for (const [i, subject] of subjects.entries()) {
        await (i % 2 === 0 ? first : second).app.mailer.send({
          to: `cliente${i}@example.com`,
          subject,
          text: 'Grazie!',
        });
      }
      expect(received).toEqual([]);
      down = false;
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(subjects.length), {
        timeout: 15_000,
        interval: 20,
      });
      await vi.waitFor(async () => expect((await outbox(first)).every((row) => row.error === null)).toBe(true), {
        timeout: 15_000,
        interval: 50,
      });
      expect([...received].sort()).toEqual([...subjects].sort());
    });
  },
);
