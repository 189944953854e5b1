import { defineProject } from 'vitest/config';

// Browser tests share one server per file and one Chromium; run files one after another on 2 cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./harness/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A loaded 2-core machine can take seconds to settle an Ionic transition.
    expect: { poll: { timeout: 10_000 } },
  },
});
