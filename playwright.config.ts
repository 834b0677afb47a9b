import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

const ci = Boolean(process.env.CI);

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server started by
 * tests/e2e/global-setup.ts on a fresh database; `npm run test:e2e` builds the SPA first.
 * E2E_BASE_URL runs them against a server that is already up instead.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup before the workers start; workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
