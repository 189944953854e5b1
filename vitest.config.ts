import { defineConfig } from 'vitest/config';

// One run over every workspace; coverage is measured (and enforced) for the domain rules only.
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'apps/api',
      'apps/web',
      'e2e',
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
