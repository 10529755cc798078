import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own fresh database (PGlite in memory, or a new PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
