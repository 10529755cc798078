import { defineConfig } from 'vitest/config';

// Unit and API suites; the browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      // The repository's own checks, e.g. that every link of the README and docs/ resolves.
      { test: { name: 'repo', include: ['scripts/*.test.ts'], environment: 'node' } },
    ],
  },
});
