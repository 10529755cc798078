// `npm run seed`: writes the demo data into the configured database (DATABASE_URL, else the
// PGlite folder under DATA_DIR, default ./data of the directory npm was started from).
import path from 'node:path';
import { DatabaseStartupError, openDatabase } from './database';
import { DEMO_COMPANY_URL_NAME, seedDemoData } from './seed';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
  const opened = await openDatabase({ databaseUrl, dataDir });
  const where = opened.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.join(dataDir, 'pglite')}`;
  try {
    const { created } = await seedDemoData(opened.db);
    console.log(
      created
        ? `Demo data created in ${where}: companies 'demo', 'menu-digitale', 'chiuso'.`
        : `Demo data already present in ${where} (company '${DEMO_COMPANY_URL_NAME}' exists): nothing written.`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseStartupError ? error.message : error);
  process.exitCode = 1;
});
