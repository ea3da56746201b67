import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@contract': r('./contract'),
      '@model': r('./model'),
      '@render': r('./render'),
      '@layouts': r('./layouts'),
      '@src': r('./src'),
    },
  },
  test: {
    include: ['{contract,model,render,layouts,server,src,scripts,tests/api,tests/fixtures}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
