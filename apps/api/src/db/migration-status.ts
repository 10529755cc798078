// Whether the database carries every migration this build ships (for /readyz):
// drizzle's migrator records each applied migration's journal timestamp in
// drizzle.__drizzle_migrations; the newest one of the journal beside the running code must
// be there. The journal is read from the same ./migrations folder database.ts migrates from.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database';

const journalFile = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

let latestShipped: number | undefined;
/** The "when" of the newest migration this build ships. */
function latestShippedMigration(): number {
  if (latestShipped === undefined) {
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
    latestShipped = Math.max(...journal.entries.map((e) => e.when));
  }
  return latestShipped;
}

/** True when the database answers and has applied the newest shipped migration. Throws when unreachable. */
export async function migrationsApplied(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ latest: string | null }>(
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const latest = result.rows[0]?.latest;
  return latest != null && Number(latest) >= latestShippedMigration();
}
