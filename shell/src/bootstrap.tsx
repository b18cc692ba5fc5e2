import { StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  AppProvider,
  authStore,
  Container,
  ErrorBox,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@platform/shared/core';
import { App } from './app/App';
import { canHydrate, PAGE_DATA_ID, sessionMatches } from './app/prerendered';
import { isLegacyTokenKey, sessionKind } from './auth/session-hint';
import { loadRemoteRegistry } from './federation/registry';
import { registerRemoteWidgets } from './federation/widget-loader';
import { StartupLoader } from './loader/StartupLoader';
import { messages } from './messages';
import { listenForTourRequests } from './tours/tour-requests';

async function readRuntimeConfig(): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
}

/**
 * Whether there is a session to restore. A visitor without one never downloads the OIDC
 * client: it is loaded with the login modal, keeping the first page light.
 */
function mayHaveSession(): boolean {
  try {
    return (
      window.location.pathname === '/auth/callback' ||
      sessionKind() !== null ||
      // An earlier version's stored tokens: restoring removes them.
      Object.keys(window.localStorage).some(isLegacyTokenKey)
    );
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  await Promise.all([readRuntimeConfig(), loadRemoteRegistry()]);
  if (mayHaveSession()) {
    const { restoreSession } = await import('./auth/session');
    await restoreSession();
  } else {
    authStore.getState().clearSession();
  }
}

function Startup() {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    start()
      .then(() => !cancelled && setState('ready'))
      .catch((error: unknown) => {
        console.error('[shell] no se pudo iniciar', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state === 'ready') return <App />;
  return (
    <AppProvider>
      {state === 'loading' ? (
        <StartupLoader />
      ) : (
        <Container maxW="lg" py={24}>
          <ErrorBox
            title={messages.startupError.title}
            message={messages.startupError.message}
            onRetry={() => {
              setState('loading');
              setAttempt((value) => value + 1);
            }}
          />
        </Container>
      )}
    </AppProvider>
  );
}

// Before any page renders: a page may ask for its tour the moment it mounts, or show another
// remote's widget (RemoteWidget of @platform/shared loads it through the shell's runtime).
listenForTourRequests();
registerRemoteWidgets();

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Startup />
    </StrictMode>,
  );
}

/**
 * The api's answers a page was rendered with, which the static hosting puts beside it
 * (scripts/lib/prerendered-pages.mjs): in the cache before hydration, the page's first render
 * shows the same data as its HTML. The library comes with shared's main entry, which such a page
 * loads anyway.
 */
async function restorePageData(): Promise<void> {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return;
  const { restoreQueryCache } = await import('@platform/shared');
  restoreQueryCache(JSON.parse(script.textContent));
}

/**
 * A prerendered page (docs/prerendering.md) stays on screen while the shell starts, then React
 * takes over its HTML. The remote's page module arrives after: its part of the HTML is hydrated
 * when it does. If the start fails, the page is rendered afresh, which shows the error and retry;
 * so is a merchant's page whose session did not come back (it ended since), or came back as
 * someone else's.
 */
function hydrate(container: HTMLElement) {
  start()
    .then(() => sessionMatches(container))
    .then(async (matches) => {
      if (matches) await restorePageData();
      return matches;
    })
    .then(
      (matches) => {
        const app = (
          <StrictMode>
            <App />
          </StrictMode>
        );
        // Started already: the app in place of the merchant's page that is not theirs now.
        if (matches) hydrateRoot(container, app);
        else createRoot(container).render(app);
      },
      (error: unknown) => {
        console.error('[shell] no se pudo iniciar', error);
        render(container);
      },
    );
}

const container = document.getElementById('root');
if (container) {
  if (canHydrate(container)) hydrate(container);
  else render(container);
}
