// Taking one remote "down" for a journey, two ways:
// - for real: its static server stops (connection refused), through the control endpoint of
//   `serve.mjs --control-port` (what `npm test` and scripts/e2e-servers.mjs run), or in this
//   process when nothing else serves the apps;
// - in the browser only: `page.route` aborts every request to the remote's origin.
import type { Page } from '@playwright/test';
import { controlStaticServer, startStaticServers } from '../../scripts/serve.mjs';
import { remoteOrigin, type RemoteApp } from './env';

type Handles = Awaited<ReturnType<typeof startStaticServers>>;
const inProcess = new Map<RemoteApp, Handles>();

async function controlAvailable(): Promise<boolean> {
  const url = process.env.SERVE_CONTROL_URL ?? 'http://127.0.0.1:3099';
  try {
    const response = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Stops the static server of `app`: requests to its origin get "connection refused". */
export async function stopRemoteServer(app: RemoteApp): Promise<void> {
  if (await controlAvailable()) {
    await controlStaticServer('stop', app);
    return;
  }
  const handles = inProcess.get(app);
  if (!handles) {
    throw new Error(
      `cannot stop ${app}: no serve control endpoint (run scripts/serve.mjs --control-port 3099) and not served here`,
    );
  }
  await handles.close();
  inProcess.delete(app);
}

/** Starts the static server of `app` again. */
export async function startRemoteServer(app: RemoteApp): Promise<void> {
  if (await controlAvailable()) {
    await controlStaticServer('start', app);
    return;
  }
  if (!inProcess.has(app)) inProcess.set(app, await startStaticServers({ apps: [app] }));
}

/** Runs `fn` with the remote's server really down, and brings it back whatever happens. */
export async function withRemoteDown<T>(app: RemoteApp, fn: () => Promise<T>): Promise<T> {
  await stopRemoteServer(app);
  try {
    return await fn();
  } finally {
    await startRemoteServer(app);
  }
}

/** Makes every request from `page` to the remote's origin fail, as if it were down. */
export async function blockRemote(page: Page, app: RemoteApp): Promise<() => Promise<void>> {
  const pattern = `${remoteOrigin(app)}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}
