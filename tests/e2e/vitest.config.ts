import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** e2e: the real server (built client + API on a fresh embedded database) driven by Debian Chromium. */
export default defineConfig({
  resolve: { alias: { '@contract': r('../../contract'), '@model': r('../../model'), '@src': r('../../src') } },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/server-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for what a user waits for (a page's data, a live update): vitest's 1 s default failed a page
    // that loaded while the first start was still loading the 100,000-member example; a real defect still fails
    expect: { poll: { timeout: 10_000 } },
  },
});
