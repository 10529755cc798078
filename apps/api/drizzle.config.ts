// drizzle-kit reads this to generate SQL migrations from the schema (npm run db:generate).
// Migrations are committed and applied at startup by src/db/database.ts; no database is
// needed to generate them.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
