// E-mail through nodemailer: `app.mailer.send({ to, subject, text, html })`.
// With SMTP_URL the mail goes out through a real SMTP transport; without it (the offline
// default) it is only stored. Either way it is recorded in outbox_emails with how it was sent
// and any delivery error, so the developer page (/dev/outbox, demo and dev only) lists it with
// its links clickable. Send after the transaction that needed the mail has committed.
// When the SMTP server is down or answers "try later" (4xx), the mail waits in the outbox and
// send() still resolves: a retry loop sends the waiting mails, oldest first and each once,
// as soon as the server takes them again, waiting longer after each failed attempt
// (MAIL_RETRY_MIN_SECONDS doubling up to MAIL_RETRY_MAX_SECONDS). Only a mail the server
// refuses for good (5xx, e.g. an unknown mailbox) makes send() throw.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { DomainError, ErrorKind } from '@tavola/domain/error-codes';
import {
  deliverOldestWaiting,
  type DeliveryResult,
  insertOutboxEmail,
  outboxBacklog,
} from '../modules/mail/outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (or, offline, stores) one mail; throws MailNotSentError when SMTP refuses it for good. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_NOT_SENT_MESSAGE =
  'Non è stato possibile inviare la mail. Ti chiediamo di riprovare più tardi o di contattarci telefonicamente.';

/** The SMTP server refused or could not be reached; the mail is still in the outbox with the error. */
export class MailNotSentError extends DomainError {
  constructor(readonly outboxId: number) {
    super(ErrorKind.System, 'MAIL_NOT_SENT', MAIL_NOT_SENT_MESSAGE);
    this.name = 'MailNotSentError';
  }
}

/** Header values never carry line breaks (no header injection through a subject or address). */
const singleLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** Errors of a connection that did not get as far as an SMTP answer: worth trying again. */
const CONNECTION_FAILURES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
  'EAI_AGAIN',
]);

/** True when the mail may go through later: the server is unreachable or answered 4xx ("try again later"). */
export function isTemporaryMailFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return (responseCode >= 400 && responseCode < 500) || code === 'EAUTH';
  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}

/** Wait before the next attempt after `failures` failed ones in a row: doubling from `minMs`, capped at `maxMs`. */
export function mailRetryDelayMs(failures: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.min(Math.max(failures - 1, 0), 30));
}

export const mailerPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { smtpUrl?: string; from: string; retryMinSeconds?: number; retryMaxSeconds?: number },
  ) => {
    const sentVia = opts.smtpUrl ? 'smtp' : 'outbox';
    // Offline, nodemailer still builds the message (and checks the addresses) but sends nothing.
    // Shorter timeouts than nodemailer's minutes: a request waits at most this for a silent server.
    const transport: Transporter = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ jsonTransport: true });
    const retryMinMs = (opts.retryMinSeconds ?? 10) * 1000;
    const retryMaxMs = Math.max(retryMinMs, (opts.retryMaxSeconds ?? 300) * 1000);

    const deliver = async (mail: {
      to: string;
      subject: string;
      text: string;
      html: string | null;
    }): Promise<DeliveryResult> => {
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        return { outcome: 'sent' };
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        return { outcome: opts.smtpUrl && isTemporaryMailFailure(e) ? 'waiting' : 'refused', error };
      }
    };

    // The retry loop: one pass at a time; `timer` is set while it waits after a failure.
    let failures = 0;
    let timer: NodeJS.Timeout | null = null;
    let pass: Promise<void> | null = null;
    let closing = false;
    /** True while mails are known to wait: new mails queue behind them instead of trying first. */
    let backlog = false;
    const schedule = (ms: number) => {
      if (closing || timer) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, ms);
      timer.unref();
    };
    const drain = async () => {
      while (!closing) {
        const outcome = await deliverOldestWaiting(app.db, deliver);
        if (outcome === 'none') {
          backlog = false;
          failures = 0;
          return;
        }
        if (outcome === 'waiting') {
          failures += 1;
          app.log.warn(
            { failures, retryInMs: mailRetryDelayMs(failures, retryMinMs, retryMaxMs) },
            'SMTP server unavailable: mails wait in the outbox',
          );
          schedule(mailRetryDelayMs(failures, retryMinMs, retryMaxMs));
          return;
        }
        if (outcome === 'sent' && failures > 0) app.log.info('SMTP server back: sending the mails that waited');
        failures = 0;
      }
    };
    let again = false;
    const run = () => {
      if (closing || timer) return;
      // A mail queued while a pass ends gets a pass of its own.
      if (pass) {
        again = true;
        return;
      }
      pass = drain()
        .catch((err: unknown) => {
          app.log.error({ err }, 'mail outbox retry failed');
          failures += 1;
          schedule(mailRetryDelayMs(failures, retryMinMs, retryMaxMs));
        })
        .finally(() => {
          pass = null;
          if (again) {
            again = false;
            run();
          }
        });
    };

    if (opts.smtpUrl) {
      // Mails left waiting by an earlier run (or another process) go out once the server starts.
      app.addHook('onReady', async () => {
        if ((await outboxBacklog(app.db)).count > 0) {
          backlog = true;
          run();
        }
      });
    }
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await pass;
      transport.close();
    });

    app.decorate('mailer', {
      async send(message: MailMessage) {
        const mail = {
          to: singleLine(message.to).toLowerCase(),
          subject: singleLine(message.subject),
          text: message.text,
          html: message.html ?? null,
        };
        if (backlog) {
          // Behind the mails already waiting, so they go out in order, each once.
          await insertOutboxEmail(
            app.db,
            { ...mail, sentVia },
            { outcome: 'waiting', error: 'queued behind earlier mails' },
          );
          run();
          return;
        }
        const result = await deliver(mail);
        const id = await insertOutboxEmail(app.db, { ...mail, sentVia }, result);
        if (result.outcome === 'waiting') {
          app.log.warn({ outboxId: id, error: result.error }, 'mail waits in the outbox: SMTP server unavailable');
          backlog = true;
          failures = Math.max(failures, 1);
          schedule(mailRetryDelayMs(failures, retryMinMs, retryMaxMs));
          return;
        }
        if (result.outcome === 'refused') {
          app.log.error({ outboxId: id, sentVia, error: result.error }, 'mail not sent');
          throw new MailNotSentError(id);
        }
      },
    } satisfies Mailer);
  },
  { name: 'mailer' },
);
