// The `test` the journeys import: Playwright's, plus a tracker of the JS the page fetched, a
// remote switch that always restores the servers it stopped, and the api override below.
import { test as base, expect } from '@playwright/test';
import { createJsTracker, type JsTracker } from './singletons';
import { startRemoteServer, stopRemoteServer } from './remote-server';
import { API_URL, SHELL_URL, type RemoteApp } from './env';

interface Fixtures {
  /** Every JS response of `page` since the test started (for singletonCopies). */
  jsTracker: JsTracker;
  /** stop(app) takes a remote's server down for this test; it is started again afterwards. */
  remotes: { stop: (app: RemoteApp) => Promise<void>; start: (app: RemoteApp) => Promise<void> };
  /** With E2E_API_URL, this browser's shell reads a /config.json naming that api (automatic). */
  apiOverride: void;
}

export const test = base.extend<Fixtures>({
  // Only this browser context sees the override: the shared static servers keep serving the
  // shell's own config.json to everyone else.
  apiOverride: [
    async ({ context }, use) => {
      if (process.env.E2E_API_URL) {
        await context.route(`${SHELL_URL}/config.json`, (route) =>
          route.fulfill({
            json: {
              apiBaseUrl: `${API_URL}/api`,
              oidcIssuer: `${API_URL}/oidc`,
              oidcClientId: 'platform-web',
            },
            headers: { 'Cache-Control': 'no-cache' },
          }),
        );
      }
      await use();
    },
    { auto: true },
  ],
  jsTracker: async ({ page }, use) => {
    const tracker = createJsTracker(page);
    await use(tracker);
    tracker.stop();
  },
  remotes: async ({}, use) => {
    const stopped = new Set<RemoteApp>();
    await use({
      stop: async (app) => {
        stopped.add(app);
        await stopRemoteServer(app);
      },
      start: async (app) => {
        await startRemoteServer(app);
        stopped.delete(app);
      },
    });
    for (const app of stopped) await startRemoteServer(app);
  },
});

export { expect };
export type { Locator, Page, Response } from '@playwright/test';
