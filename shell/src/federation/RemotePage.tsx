import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState, useLocation } from '@platform/shared/core';
import { resetRemote } from './registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';

type PageModule = { default: ComponentType; remoteUnavailable?: true };

// One lazy component per exposed module, so going back to a page does not suspend again.
// A failed load stays cached while its page is shown (dropping it at once would re-suspend
// the route in a loop); it is forgotten on "Reintentar" or when the user leaves the page.
const pages = new Map<string, { Page: LazyExoticComponent<ComponentType>; failed: boolean }>();

/** `mfe_dashboard` + `./DashboardPage` -> `mfe_dashboard/DashboardPage`, the runtime's module id. */
const remoteModuleId = (remote: string, module: string) =>
  `${remote}/${module.replace(/^\.\//, '')}`;

function lazyRemotePage(remote: string, module: string) {
  const id = remoteModuleId(remote, module);
  let entry = pages.get(id);
  if (!entry) {
    const created = {
      failed: false,
      Page: lazy(async (): Promise<{ default: ComponentType }> => {
        const loaded = await loadRemote<PageModule>(id).catch(() => undefined);
        if (loaded?.default && !loaded.remoteUnavailable) return loaded;
        created.failed = true;
        return { default: () => <RemoteUnavailable remote={remote} /> };
      }),
    };
    entry = created;
    pages.set(id, entry);
  }
  return entry;
}

function forgetFailedPage(id: string) {
  if (pages.get(id)?.failed) pages.delete(id);
}

interface RemotePageProps {
  remote: string;
  module: string;
}

/** A route's page served by a remote: loaded on first need, contained when it fails. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();

  const id = remoteModuleId(remote, module);

  const retry = useCallback(() => {
    pages.delete(id);
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [id, remote]);

  useEffect(() => () => forgetFailedPage(id), [id]);

  const { Page } = lazyRemotePage(remote, module);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary remote={remote} resetKey={`${attempt}:${pathname}`}>
        <Suspense fallback={<LoadingState />}>
          <Page key={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
