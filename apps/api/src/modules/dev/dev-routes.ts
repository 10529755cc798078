// Developer pages: the offline mailbox. Registered only when APP_ENV is demo or dev
// (app.ts), so in prod /dev/* is a plain JSON 404. The HTML page lists every recorded mail,
// newest first, with the links of its text clickable: the demo's way to "open the mail" and
// follow an order-confirmation link without a mail server.
import { int4, plainText, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, linkifyText, linksIn } from '../mail/mail-format';
import { listOutboxEmails, type OutboxEmail } from '../mail';

const outboxQuery = z.object({
  to: plainText().trim().max(255).optional().describe('Only mails to this address'),
  limit: queryInt4().min(1).max(500).default(100),
});

const outboxEmailSchema = z.object({
  id: int4(),
  to: plainText(),
  subject: plainText(),
  text: plainText(),
  html: plainText().nullable(),
  createdAt: plainText().describe('ISO date-time'),
  sentVia: z.enum(['outbox', 'smtp']),
  error: plainText().nullable(),
  links: z.array(plainText()).describe('The http(s) links of the text body, in order'),
});

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'medium',
});

function renderPage(emails: OutboxEmail[], to: string | undefined): string {
  const items = emails.map(
    (mail) => `
  <article class="mail">
    <h2>${escapeHtml(mail.subject)}</h2>
    <dl>
      <dt>A</dt><dd>${escapeHtml(mail.to)}</dd>
      <dt>Data</dt><dd><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(dateFormat.format(mail.createdAt))}</time></dd>
      <dt>Invio</dt><dd>${mail.sentVia === 'smtp' ? 'SMTP' : 'solo posta in uscita (nessun server SMTP configurato)'}</dd>
      ${mail.error ? `<dt>Errore</dt><dd class="error">${escapeHtml(mail.error)}</dd>` : ''}
    </dl>
    <div class="body">${linkifyText(mail.text)}</div>
  </article>`,
  );
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Posta in uscita</title>
<style>
  body { font-family: system-ui, Arial, sans-serif; margin: 0 auto; max-width: 900px; padding: 16px; color: #222; }
  .note { background: #fff3cd; border: 1px solid #e0c36a; padding: 8px 12px; border-radius: 4px; }
  .mail { border: 1px solid #ccc; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
  .mail h2 { font-size: 1.1rem; margin: 0 0 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: .9rem; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  .error { color: #b00020; }
  .body { background: #f7f7f7; padding: 8px 12px; border-radius: 4px; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Posta in uscita</h1>
<p class="note">Pagina per sviluppatori (ambiente demo o dev): le e-mail inviate dall'applicazione, dalla più recente.${
    to ? ` Destinatario: <strong>${escapeHtml(to)}</strong> (<a href="/dev/outbox">mostra tutte</a>).` : ''
  }</p>
${items.length > 0 ? items.join('\n') : '<p>Nessuna e-mail.</p>'}
</main>
</body>
</html>`;
}

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Developer page: the mails the app sent, newest first (demo and dev only)',
        tags: ['dev'],
        querystring: outboxQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const emails = await listOutboxEmails(app.db, request.query);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(emails, request.query.to));
    },
  );

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        summary: 'The mails the app sent, newest first, for tests (demo and dev only)',
        tags: ['dev'],
        querystring: outboxQuery,
        response: { 200: z.object({ emails: z.array(outboxEmailSchema) }) },
      },
    },
    async (request, reply) => {
      const emails = await listOutboxEmails(app.db, request.query);
      reply.header('cache-control', 'no-store');
      return {
        emails: emails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), links: linksIn(mail.text) })),
      };
    },
  );
};
