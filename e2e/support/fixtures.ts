// The `test` the journeys import: Playwright's, plus a tracker of the JS the page fetched and a
// remote switch that always restores the servers it stopped.
import { test as base, expect } from '@playwright/test';
import { createJsTracker, type JsTracker } from './singletons';
import { startRemoteServer, stopRemoteServer } from './remote-server';
import type { RemoteApp } from './env';

interface Fixtures {
  /** Every JS response of `page` since the test started (for singletonCopies). */
  jsTracker: JsTracker;
  /** stop(app) takes a remote's server down for this test; it is started again afterwards. */
  remotes: { stop: (app: RemoteApp) => Promise<void>; start: (app: RemoteApp) => Promise<void> };
}

export const test = base.extend<Fixtures>({
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
