import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState, useLocation } from '@platform/shared';
import { resetRemote } from './registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';

type PageModule = { default: ComponentType; remoteUnavailable?: true };

// One lazy component per exposed module, so going back to a page does not suspend again.
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** `mfe_dashboard` + `./DashboardPage` -> `mfe_dashboard/DashboardPage`, the runtime's module id. */
const remoteModuleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

function lazyRemotePage(remote: string, module: string) {
  const id = remoteModuleId(remote, module);
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => {
      const loaded = await loadRemote<PageModule>(id);
      // Do not keep a failed attempt: the next visit (or "Reintentar") loads afresh.
      if (!loaded?.default || loaded.remoteUnavailable) pages.delete(id);
      return loaded?.default ? loaded : { default: () => <RemoteUnavailable remote={remote} /> };
    });
    pages.set(id, page);
  }
  return page;
}

interface RemotePageProps {
  remote: string;
  module: string;
}

/** A route's page served by a remote: loaded on first need, contained when it fails. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();

  const retry = useCallback(() => {
    pages.delete(remoteModuleId(remote, module));
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote, module]);

  const Page = lazyRemotePage(remote, module);
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
