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
import { routeForPath } from '../routing/route-table';
import { resetRemote } from './registry';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';

// One lazy component per exposed module, so going back to a page does not suspend again.
// A failed load stays cached while its page is shown (dropping it at once would re-suspend
// the route in a loop); it is forgotten on "Reintentar" or when the user leaves the page.
interface PageEntry {
  Page: LazyExoticComponent<ComponentType>;
  failed: boolean;
  /** Loads the module once; a preload and the page's first render share the one load. */
  load: () => Promise<{ default: ComponentType }>;
}

const pages = new Map<string, PageEntry>();

function pageEntry(remote: string, module: string): PageEntry {
  const id = remoteModuleId(remote, module);
  let entry = pages.get(id);
  if (!entry) {
    let loading: Promise<{ default: ComponentType }> | undefined;
    const created: PageEntry = {
      failed: false,
      load: () =>
        (loading ??= loadExposedModule(remote, module).then((loaded) => {
          if (loaded) return loaded;
          created.failed = true;
          return { default: () => <RemoteUnavailable remote={remote} /> };
        })),
      Page: lazy(() => created.load()),
    };
    entry = created;
    pages.set(id, entry);
  }
  return entry;
}

function forgetFailedPage(id: string) {
  if (pages.get(id)?.failed) pages.delete(id);
}

/**
 * Loads the page behind a link when the user shows intent (hover or keyboard focus), so the
 * click only renders it. A preload that fails is forgotten: the click tries again and, failing,
 * shows the Spanish error with 'Reintentar'.
 */
export function preloadRemotePage(path: string): void {
  const route = routeForPath(path);
  if (!route) return;
  const id = remoteModuleId(route.remote, route.module);
  const existed = pages.has(id);
  const entry = pageEntry(route.remote, route.module);
  void entry.load().then(() => {
    if (!existed && entry.failed && pages.get(id) === entry) pages.delete(id);
  });
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

  const { Page } = pageEntry(remote, module);
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
