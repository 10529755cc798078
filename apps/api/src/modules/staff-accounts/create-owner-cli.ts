// `npm run staff:create-owner -- --company demo --email titolare@example.it --password ...`:
// the first owner of a company, or a new password for an existing member who then
// becomes owner. Same password rules as the invitation (domain newStaffPassword); the password is never
// printed. Uses DATABASE_URL, else the PGlite folder under DATA_DIR like `npm run seed`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  newStaffPassword,
  PASSWORD_MIN_LENGTH,
  requiredEmail,
  requiredText,
  STAFF_PASSWORD_MAX_LENGTH,
} from '@tavola/domain/form-fields';
import { formatValidationMessage } from '@tavola/domain/validation-messages';
import { DomainError } from '@tavola/domain/error-codes';
import { DatabaseStartupError, openDatabase } from '../../db/database';
import { createOwner } from './staff-accounts-service';

const argsSchema = z.object({
  company: requiredText(100),
  email: requiredEmail(),
  password: newStaffPassword(),
  name: z.string().trim().min(1).max(100).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      company: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run staff:create-owner -- --company <urlName> --email <e-mail> --password <${PASSWORD_MIN_LENGTH}-${STAFF_PASSWORD_MAX_LENGTH} characters> [--name <name>]`,
    );
    for (const issue of parsed.error.issues)
      console.error(`  --${issue.path.join('.')}: ${formatValidationMessage(issue.message)}`);
    process.exitCode = 2;
    return;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
  const opened = await openDatabase({ databaseUrl, dataDir });
  try {
    const result = await createOwner(opened.db, parsed.data);
    console.log(
      result.created
        ? `Owner ${parsed.data.email} created for company '${parsed.data.company}' (staff member ${result.staffMemberId}).`
        : `Staff member ${parsed.data.email} of '${parsed.data.company}' is now an owner with the new password.`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseStartupError || error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
});
