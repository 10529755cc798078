import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API suites; the browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: a single worker on CI's two
    // cores, which then idles whenever its file waits (on the PGlite thread, on PostgreSQL, on a
    // fake provider's deadline). Two files at a time keep both cores busy: the unit run and the
    // PostgreSQL pass take about half the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      // The repository's own checks, e.g. that every link of the README and docs/ resolves.
      { test: { name: 'repo', include: ['scripts/*.test.ts'], environment: 'node' } },
    ],
  },
});
