// `npm run operator:create-company -- --url-name trattoria-da-mario --name "Trattoria da Mario"
// --owner-email mario@example.it [--owner-name "Mario Rossi"] [--language en]`: the platform
// operator creates a new restaurant company and mails its first owner the staff invitation
//. Same rules and code as POST /api/operator/companies. Uses DATABASE_URL, else the
// PGlite folder under DATA_DIR like `npm run seed` (stop the server first when on PGlite: it
// holds that folder). The mail goes through SMTP_URL, or only to the outbox (/dev/outbox).
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { DomainError } from '@tavola/domain/error-codes';
import { formatValidationMessage } from '@tavola/domain/validation-messages';
import { operatorCompanyInputSchema } from '@tavola/domain/venue-admin';
import { ConfigError, loadConfig } from '../../config';
import { DatabaseStartupError, openDatabase } from '../../db/database';
import { mailerPlugin } from '../../plugins/mailer';
import { createCompanyWithOwner } from './new-company-service';

const USAGE =
  'Usage: npm run operator:create-company -- --url-name <url-name> --name "<trade name>" --owner-email <e-mail> [--owner-name "<name>"] [--language it|en]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'url-name': { type: 'string' },
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-name': { type: 'string' },
      language: { type: 'string' },
    },
  });
  const parsed = operatorCompanyInputSchema.safeParse({
    urlName: values['url-name'],
    tradeName: values.name,
    ownerEmail: values['owner-email'],
    ownerName: values['owner-name'],
    language: values.language,
  });
  if (!parsed.success) {
    console.error(USAGE);
    const flag: Record<string, string> = {
      urlName: 'url-name',
      tradeName: 'name',
      ownerEmail: 'owner-email',
      ownerName: 'owner-name',
      language: 'language',
    };
    for (const issue of parsed.error.issues)
      console.error(
        `  --${flag[String(issue.path[0])] ?? issue.path.join('.')}: ${formatValidationMessage(issue.message)}`,
      );
    process.exitCode = 2;
    return;
  }
  // Without APP_ENV the command behaves as in development (link to http://localhost:PORT);
  // with APP_ENV=prod, PUBLIC_ORIGIN is required so the mailed link points at the real site.
  const config = loadConfig(process.env, { mode: process.env.APP_ENV ? undefined : 'dev' });
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const app = Fastify({ logger: false });
  try {
    app.decorate('db', opened.db);
    await app.register(mailerPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    await app.ready();
    const created = await createCompanyWithOwner(
      {
        db: opened.db,
        mailer: app.mailer,
        now: new Date(),
        inviteTtlHours: config.STAFF_INVITE_TTL_HOURS,
        origin: config.publicOrigin,
      },
      parsed.data,
    );
    console.log(
      `Company '${created.urlName}' created (company ${created.companyId}); invitation mailed to ${parsed.data.ownerEmail} ` +
        `(staff member ${created.ownerStaffMemberId}, valid ${config.STAFF_INVITE_TTL_HOURS} hours).`,
    );
  } finally {
    await app.close();
    await opened.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof DatabaseStartupError || error instanceof DomainError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
