import { createElement } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteUnavailable';
import { SharedContractError } from './shared-contract';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest and entry a few times (a deploy in progress or a flaky
 * network), then hands the route a fallback module that shows the Spanish error with
 * "Reintentar" instead of letting the failure reach React as an unhandled rejection; the same
 * for a remote refused because it was built against another major of shared.
 * The registry's retry plugin package lags the runtime here (0.17 vs 2.9), so it is
 * written against the runtime hooks directly.
 */
export function retryRemoteEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-retry-remote-entry',
    fetch(url, init) {
      // Only manifests go through this hook; other requests keep the default path.
      if (!url.endsWith('mf-manifest.json')) return undefined;
      return fetchWithRetries(url, init);
    },
    loadEntryError(args) {
      // The hook's type nests the promise; the runtime awaits whatever is returned.
      return retryEntry(args) as unknown as ReturnType<LoadEntryError>;
    },
    errorLoadRemote({ id, lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      // A remote refused for shared's contract (shared-contract.ts) says which range it needs and
      // what the page has; a stack would add nothing.
      if (error instanceof SharedContractError) console.error(error.message);
      else console.error(`[federation] no se pudo cargar ${id}`, error);
      const remote = id.split('/')[0] ?? id;
      return {
        default: () => createElement(RemoteUnavailable, { remote }),
        remoteUnavailable: true,
      };
    },
  };
}

async function fetchWithRetries(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`HTTP ${response.status} al leer ${url}`);
    } catch (error) {
      lastError = error;
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay !== undefined) await wait(delay);
  }
  throw lastError;
}

async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs) {
  for (const delay of RETRY_DELAYS_MS) {
    await wait(delay);
    delete globalLoading[uniqueKey];
    try {
      const recovered = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (recovered) return recovered;
    } catch {
      // try again after the next delay
    }
  }
  return undefined;
}
