import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own fresh database (a PGlite folder, or a new PostgreSQL database),
    // copied from the templates this setup makes once per run.
    globalSetup: ['src/test/database-templates.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
