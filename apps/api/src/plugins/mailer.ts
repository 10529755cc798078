// E-mail (issue #3 "E-mails through nodemailer"): `app.mailer.send({ to, subject, text, html })`.
// With SMTP_URL the mail goes out through a real SMTP transport; without it (the offline
// default) it is only stored. Either way it is recorded in outbox_emails with how it was sent
// and any delivery error, so the developer page (/dev/outbox, demo and dev only) lists it with
// its links clickable. Send after the transaction that needed the mail has committed.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { DomainError, ErrorKind } from '@tavola/domain/error-codes';
import { insertOutboxEmail } from '../modules/mail/outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (or, offline, stores) one mail; throws MailNotSentError when SMTP refuses it. */
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

export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; from: string }) => {
    const sentVia = opts.smtpUrl ? 'smtp' : 'outbox';
    // Offline, nodemailer still builds the message (and checks the addresses) but sends nothing.
    const transport: Transporter = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
    app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      async send(message: MailMessage) {
        const mail = {
          to: singleLine(message.to).toLowerCase(),
          subject: singleLine(message.subject),
          text: message.text,
          html: message.html ?? null,
        };
        let error: string | null = null;
        try {
          await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
        const id = await insertOutboxEmail(app.db, { ...mail, sentVia, error });
        if (error !== null) {
          app.log.error({ outboxId: id, sentVia, error }, 'mail not sent');
          throw new MailNotSentError(id);
        }
      },
    } satisfies Mailer);
  },
  { name: 'mailer' },
);
