// The `test` the journeys import: Playwright's, plus a tracker of the JS the page fetched, a
// remote switch that always restores the servers it stopped, the api override below, and checks
// that fail any journey in which the browser reported a Content Security Policy violation or a
// Module Federation warning or error.
import { test as base, expect, type ConsoleMessage, type WebError } from '@playwright/test';
import { API_URL as SERVED_API_URL } from '../../scripts/lib/apps.mjs';
import { createJsTracker, type JsTracker } from './singletons';
import { startRemoteServer, stopRemoteServer } from './remote-server';
import { API_URL, APPS, SHELL_URL, remoteOrigin, type RemoteApp } from './env';

/**
 * What the federation runtime and our own federation code print: the runtime core's logger and
 * errors (`[ Federation Runtime ]`), the SDK's logger (`[ Module Federation ]`), the webpack
 * glue's two messages, and the shell's and shared's `[federation] …` (a remote that failed to
 * load, was refused, or crashed while rendering).
 */
const FEDERATION_MESSAGE =
  /\[ Federation Runtime \]|\[ Module Federation \]|\[federation\]|Initialization of sharing external failed|loadShareSync failed/;

interface Options {
  /**
   * Remotes the journey takes down on purpose (`remotes.stop`, `blockRemote`): federation errors
   * that name one of them (its federation name or its origin) are expected, and only those.
   */
  expectedRemoteFailures: RemoteApp[];
}

interface Fixtures {
  /** Every JS response of `page` since the test started (for singletonCopies). */
  jsTracker: JsTracker;
  /** stop(app) takes a remote's server down for this test; it is started again afterwards. */
  remotes: { stop: (app: RemoteApp) => Promise<void>; start: (app: RemoteApp) => Promise<void> };
  /** With E2E_API_URL, this browser's shell reads a /config.json naming that api (automatic). */
  apiOverride: void;
  /** Fails the test when a page of the product broke its Content Security Policy (automatic). */
  cspViolations: void;
  /** Fails the test when a page logged a Module Federation warning or error (automatic). */
  federationMessages: void;
}

export const test = base.extend<Fixtures & Options>({
  expectedRemoteFailures: [[], { option: true }],
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
              environment: 'development',
            },
            headers: { 'Cache-Control': 'no-cache' },
          }),
        );
        // The shell's pages carry a policy naming the api of the served config.json: this
        // browser's policy names the other api instead, as that config.json would.
        const servedApi = new URL(SERVED_API_URL).origin;
        await context.route(
          (url) => url.origin === SHELL_URL,
          async (route) => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const headers = response.headers();
            const policy = headers['content-security-policy'];
            if (policy) {
              headers['content-security-policy'] = policy.replaceAll(
                servedApi,
                new URL(API_URL).origin,
              );
            }
            await route.fulfill({ response, headers });
          },
        );
      }
      await use();
    },
    { auto: true },
  ],
  // Every violation is both an event in its document and a console message; the console also
  // has the ones no event is fired for (a page refused as a frame by frame-ancestors). Third-party
  // frames (the contact page's map) enforce their own policies and are not checked.
  cspViolations: [
    async ({ context, baseURL }, use) => {
      const ours = [...APPS.map((app) => app.url), API_URL, baseURL ?? SHELL_URL].map(
        (url) => new URL(url).origin,
      );
      const isOurs = (url: string) => !/^https?:/.test(url) || ours.includes(new URL(url).origin);
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, report: string) => {
        violations.push(report);
      });
      await context.addInitScript((origins: string[]) => {
        if (!origins.includes(window.location.origin)) return;
        document.addEventListener('securitypolicyviolation', (event) => {
          const { __reportCspViolation: report } = window as unknown as {
            __reportCspViolation: (text: string) => Promise<void>;
          };
          void report(
            `${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
              (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
          ).catch(() => undefined);
        });
      }, ours);
      const onConsole = (message: ConsoleMessage) => {
        if (message.text().includes('Content Security Policy') && isOurs(message.location().url)) {
          violations.push(`console: ${message.text()}`);
        }
      };
      context.on('console', onConsole);
      await use();
      context.off('console', onConsole);
      expect(violations, 'Content Security Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
  // Every page of the journey (the context's): a warning is a mismatch or a misconfiguration
  // that every visitor would get, so it fails the journey like an error.
  federationMessages: [
    async ({ context, expectedRemoteFailures }, use) => {
      const expected = expectedRemoteFailures.flatMap((app) => [
        APPS.find((candidate) => candidate.dir === app)!.federationName,
        remoteOrigin(app),
      ]);
      const messages: string[] = [];
      const collect = (kind: string, text: string) => {
        if (!FEDERATION_MESSAGE.test(text)) return;
        if (expected.some((name) => text.includes(name))) return;
        messages.push(`${kind}: ${text}`);
      };
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'warning' || message.type() === 'error') {
          collect(message.type(), message.text());
        }
      };
      const onWebError = (webError: WebError) => {
        const error = webError.error();
        collect('uncaught', `${error.message}\n${error.stack ?? ''}`);
      };
      context.on('console', onConsole);
      context.on('weberror', onWebError);
      await use();
      context.off('console', onConsole);
      context.off('weberror', onWebError);
      expect(messages, 'Module Federation warnings and errors in the browser').toEqual([]);
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
