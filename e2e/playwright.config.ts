import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (never `playwright install`), against the built apps served
// by scripts/serve.mjs and the api on a fresh database: `npm test` starts both, or run
// `node scripts/e2e-servers.mjs` before `pnpm --filter @platform/e2e exec playwright test`.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workers = Number(process.env.E2E_WORKERS ?? 1);

/**
 * Journeys that must run alone: they stop a server the others need (a remote, the database),
 * redeploy a remote, or give `nueva@tienda.cl` a store while other journeys expect it to have
 * none. `npm test` runs the 'shared' project two at a time, then these.
 */
const ALONE = [
  'a-redeployed-remote-is-picked-up-on-reload.spec.ts',
  'a-remote-that-is-down-is-contained.spec.ts',
  'status-page-shows-a-degraded-database.spec.ts',
  'new-merchant-sets-up-a-store.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // Traces and screenshots of failures. E2E_OUTPUT_DIR keeps two runs on one machine apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys share one seeded database. One worker by default; `npm test` gives the 'shared'
  // project two (each journey leaves the others' data as it expects it) and 'alone' one.
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
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'shared', testIgnore: ALONE, use: { browserName: 'chromium' } },
    { name: 'alone', testMatch: ALONE, use: { browserName: 'chromium' } },
  ],
});
