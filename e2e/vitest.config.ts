import { defineConfig } from 'vitest/config';

// Browser journeys: one server and one Chromium per file, each server on its own port and its
// own copy of the seeded data folder. Two files at a time: a journey alone uses about a third
// of two cores (it mostly waits on pages, streams and the server's timers), so a second one
// beside it fills the idle time instead of adding to the run's length.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    maxWorkers: 2,
    // The seeded data folder each file's server starts from a copy of.
    globalSetup: ['support/data-template.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
