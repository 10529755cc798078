import { defineConfig } from 'vitest/config';

// Browser journeys: one server per file with a fresh database, files one at a time (two
// cores: a server and a Chromium each are plenty).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    // The seeded data folder each file's server starts from a copy of.
    globalSetup: ['support/data-template.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
