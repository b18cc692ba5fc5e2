import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import {
  APP_EVENTS,
  emitAppEvent,
  LoadingState,
  RemoteErrorBoundary,
  useLocation,
} from '@platform/shared/core';
import { loadExposedModule, remoteModuleId } from './exposed-module';
import { resetRemote } from './registry';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';

// One lazy component per exposed module, so going back to a page does not suspend again.
// A failed load stays cached while its page is shown (dropping it at once would re-suspend
// the route in a loop); it is forgotten on "Reintentar" or when the user leaves the page.
const pages = new Map<string, { Page: LazyExoticComponent<ComponentType>; failed: boolean }>();

function lazyRemotePage(remote: string, module: string) {
  const id = remoteModuleId(remote, module);
  let entry = pages.get(id);
  if (!entry) {
    const created = {
      failed: false,
      Page: lazy(async (): Promise<{ default: ComponentType }> => {
        const loaded = await loadExposedModule(remote, module);
        if (loaded) return loaded;
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

/** Says that the page beside it is live: its effects run once the page is committed (hydrated). */
function PageShown({ path }: { path: string }) {
  useEffect(() => emitAppEvent(APP_EVENTS.pageShown, { path }), [path]);
  return null;
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
      <RemoteErrorBoundary
        remote={remote}
        resetKey={`${attempt}:${pathname}`}
        fallback={<RemoteUnavailable remote={remote} />}
      >
        <Suspense fallback={<LoadingState />}>
          <Page key={attempt} />
          <PageShown path={pathname} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
