import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs';
import { HOST_ORIGIN, SANDBOX_NOW, SANDBOX_ORIGIN, WIDGET_ORIGIN } from './e2e/support/origins';

const CI = Boolean(process.env.CI);

const staticServer = (port: number) =>
  `node scripts/static-server.mjs --port ${port} --mount /=dist --mount /pages/=e2e/pages --mount /demo/=demo --readme README.md --readme docs`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The tests share one sandbox and reset it before each test, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // Tests run against the built bundle; this rebuilds dist/ when src/ is newer (npm test builds first anyway).
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: WIDGET_ORIGIN,
    browserName: 'chromium',
    // A deterministic visitor: the sandbox's spaces are in other zones than this one too.
    timezoneId: 'Europe/London',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: [
    {
      command: 'npx tsx sandbox/main.ts',
      url: `${SANDBOX_ORIGIN}/health`,
      env: { SANDBOX_TEST_MODE: '1', SANDBOX_NOW, SANDBOX_PORT: '4010', SANDBOX_HOST: '127.0.0.1' },
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    { command: staticServer(4173), url: `${WIDGET_ORIGIN}/pages/blank.html`, reuseExistingServer: !CI },
    { command: staticServer(4174), url: `${HOST_ORIGIN}/pages/blank.html`, reuseExistingServer: !CI },
  ],
});
