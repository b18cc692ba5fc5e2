import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (never `playwright install`), against the built apps served
// by scripts/serve.mjs and the api on a fresh database: `npm test` starts both, or run
// `node scripts/e2e-servers.mjs` before `pnpm --filter @platform/e2e exec playwright test`.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: './tests',
  // Traces and screenshots of failures. E2E_OUTPUT_DIR keeps two runs on one machine apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys share one seeded database and journeys about a remote being down stop a real
  // server: one worker keeps them independent. E2E_WORKERS=2 for speed once journeys allow it.
  workers,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace: its actions, network calls, console and sources. Without
    // the screencast (recording frames kept Chromium's GPU process busy: journeys up to a third
    // slower) nor DOM snapshots (a copy of the page at every action: 12% slower); the failure's
    // own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // With E2E_API_URL the shell's page is served through Playwright's routing, and this
        // Chromium would then refuse its calls to the api on localhost (local network access).
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
