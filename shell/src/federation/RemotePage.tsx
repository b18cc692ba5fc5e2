import {
  lazy,
  Suspense,
  use,
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
import { isOtherRelease, noteLoadedRelease } from './loaded-releases';
import { routeForPath } from '../routing/route-table';
import { refreshRegistry, registryAge, remoteVersion, resetRemote } from './registry';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';
import { StaleReleaseBoundary } from './StaleReleaseBoundary';
import { reloadPage } from './stale-release';
import { messages } from '../messages';

// One lazy component per exposed module of each release, so going back to a page does not
// suspend again, and a release published or rolled back since is a new module.
// A failed load stays cached while its page is shown (dropping it at once would re-suspend
// the route in a loop); it is forgotten on "Reintentar" or when the user leaves the page.
interface PageEntry {
  Page: LazyExoticComponent<ComponentType>;
  failed: boolean;
  /** Loads the module once; a preload and the page's first render share the one load. */
  load: () => Promise<{ default: ComponentType }>;
}

const pages = new Map<string, PageEntry>();

/** A page's key: its module in the remote's live release. */
const pageId = (remote: string, module: string, version = remoteVersion(remote)) =>
  `${remoteModuleId(remote, module)}@${version ?? ''}`;

function pageEntry(
  remote: string,
  module: string,
  version: string | undefined = remoteVersion(remote),
): PageEntry {
  const id = pageId(remote, module, version);
  let entry = pages.get(id);
  if (!entry) {
    let loading: Promise<{ default: ComponentType }> | undefined;
    const created: PageEntry = {
      failed: false,
      load: () =>
        (loading ??= loadExposedModule(remote, module).then((loaded) => {
          if (loaded) {
            noteLoadedRelease(remote, version);
            return loaded;
          }
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

/** Forgets a page of every release ("Reintentar"): the next render loads it afresh. */
function forgetPage(remote: string, module: string) {
  const prefix = `${remoteModuleId(remote, module)}@`;
  for (const id of [...pages.keys()]) if (id.startsWith(prefix)) pages.delete(id);
}

/**
 * Loads the page behind a link when the user shows intent (hover or keyboard focus), so the
 * click only renders it: from the release the registry names now (read again first, unless it
 * was just read). A preload that fails is forgotten: the click tries again and, failing, shows
 * the Spanish error with 'Reintentar'.
 */
export function preloadRemotePage(path: string): void {
  const fresh = registryAge() < FRESH_REGISTRY_MS ? Promise.resolve() : refreshRegistry();
  void fresh.then(() => {
    const route = routeForPath(path);
    if (!route) return;
    // Another release than the one this tab runs: the click loads the page afresh instead.
    if (isOtherRelease(route.remote, remoteVersion(route.remote))) return;
    const id = pageId(route.remote, route.module);
    const existed = pages.has(id);
    const entry = pageEntry(route.remote, route.module);
    return entry.load().then(() => {
      if (!existed && entry.failed && pages.get(id) === entry) pages.delete(id);
    });
  });
}

/** A registry read this recent is used as is (a preload's read, then the click). */
const FRESH_REGISTRY_MS = 250;
/** How long a navigation waits for the registry before going on with the one it has. */
const REGISTRY_CHECK_TIMEOUT_MS = 1500;
/** The navigations whose registry check is kept (their promise; null: none was needed). */
const MAX_CHECKS = 50;
const checks = new Map<string, Promise<unknown> | null>([
  // The first page: the registry was read to start the app.
  ['default', null],
]);

/**
 * The registry check of one navigation (a history entry's key): each navigation to another page
 * reads the registry again, so a release published or rolled back since is the one shown. A
 * change of the query string alone (a filter, a page of a list) stays on the page's release.
 * Settles within REGISTRY_CHECK_TIMEOUT_MS whatever the network does.
 */
function registryCheck(navigation: string, newPage: boolean): Promise<unknown> | null {
  if (checks.has(navigation)) return checks.get(navigation) ?? null;
  const check =
    !newPage || registryAge() < FRESH_REGISTRY_MS
      ? null
      : Promise.race([
          refreshRegistry(),
          new Promise((resolve) => setTimeout(resolve, REGISTRY_CHECK_TIMEOUT_MS)),
        ]);
  if (checks.size >= MAX_CHECKS) checks.delete(checks.keys().next().value as string);
  checks.set(navigation, check);
  return check;
}

/**
 * Whether this navigation opened another page than the one this frame showed: a first visit,
 * or another path (not the same page with another query string).
 */
function useNewPage(pathname: string, navigation: string): boolean {
  const [visit, setVisit] = useState<{ pathname: string; navigation: string } | null>(null);
  if (visit?.navigation === navigation) return false;
  setVisit({ pathname, navigation });
  return visit === null || visit.pathname !== pathname;
}

/**
 * The release a page is shown from: the live one when the page is opened (after its registry
 * check) or retried, then kept while the page stays, whatever the registry says meanwhile, so a
 * release never replaces a page under the merchant's hands.
 */
function usePinnedVersion(remote: string, pinKey: string): string | undefined {
  const [pin, setPin] = useState(() => ({ key: pinKey, version: remoteVersion(remote) }));
  if (pin.key === pinKey) return pin.version;
  const version = remoteVersion(remote);
  setPin({ key: pinKey, version });
  return version;
}

interface CheckedPageProps {
  remote: string;
  module: string;
  check: Promise<unknown> | null;
  /** The page's place in history and its attempt: a new one takes the live release. */
  pinKey: string;
  /** Opens the page again from the live release (its files of the release it has are gone). */
  onRetry: () => void;
}

/**
 * The remote's page, once the navigation's registry check is done. It sits inside the page's
 * Suspense boundary: on a navigation (a transition) the page on screen stays until the check and
 * the page's module are there, without a loading state between them.
 */
function CheckedPage({ remote, module, check, pinKey, onRetry }: CheckedPageProps) {
  if (check) use(check);
  const version = usePinnedVersion(remote, pinKey);
  const id = pageId(remote, module, version);
  useEffect(() => () => forgetFailedPage(id), [id]);
  const otherRelease = isOtherRelease(remote, version);
  useEffect(() => {
    if (otherRelease) reloadPage();
  }, [otherRelease]);
  if (otherRelease) return <LoadingState label={messages.staleRelease.updating} showLabel />;
  const { Page } = pageEntry(remote, module, version);
  return (
    <StaleReleaseBoundary remote={remote} version={version} onRetry={onRetry}>
      <Page key={pinKey} />
    </StaleReleaseBoundary>
  );
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
  const { pathname, key: navigation } = useLocation();
  const check = registryCheck(navigation, useNewPage(pathname, navigation));

  const retry = useCallback(() => {
    forgetPage(remote, module);
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote, module]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        remote={remote}
        resetKey={`${attempt}:${pathname}`}
        fallback={<RemoteUnavailable remote={remote} />}
      >
        <Suspense fallback={<LoadingState />}>
          <CheckedPage
            remote={remote}
            module={module}
            check={check}
            pinKey={`${pathname}#${attempt}`}
            onRetry={retry}
          />
          <PageShown path={pathname} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
