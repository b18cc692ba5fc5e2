/**
 * The shell's part of a prerendered page (docs/prerendering.md): the whole tree the browser
 * renders at `url`, frame and page, as HTML and its CSS. It is the frame for Node
 * (build-config/prerender.cjs): a remote's pages, built apart, are linked to it with its copies of
 * the shared libraries (build-config/render-link.cjs) and passed in as `modules`. A remote's
 * build renders its pages with the frame of its sources; the shell's static hosting renders with
 * the live shell's frame, so a shell release and a remote's release each renew the pages at once.
 *
 * The session is not known where the page is rendered: the tree renders in the auth store's
 * initial state ('loading'), which is also what the browser's hydration reads (zustand's server
 * snapshot), so a visitor's first paint is the visitor's frame, and a signed-in merchant's frame
 * follows.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  createQueryClient,
  dehydrateQueryCache,
  QueryClientScope,
  setRuntimeConfig,
  type QueryClient,
  type RuntimeConfig,
} from '@platform/shared';
import { renderToHtml, StaticRouter, type RenderedHtml } from '@platform/shared/server';
import { App } from './app/App';
import { asMerchant, asVisitor } from './app/render-turns';
import { provideExposedModules, type ExposedModule } from './federation/exposed-module';
import { setRemoteRoutes, type RemoteRoute } from './routing/route-table';

declare const __SHELL_RENDER_VERSION__: string;

/** The frame this bundle renders (build-config/prerender.cjs, renderVersion). */
export const renderVersion: string = __SHELL_RENDER_VERSION__;

/** The exposed modules of the remote being prerendered: `./LandingPage` -> its module. */
export type PageModules = Record<string, () => Promise<ExposedModule>>;

export interface RenderOptions {
  /**
   * Ask the api for what the page's queries need and render the page with the answers (the
   * static hosting does, per request). Without it, those parts render their loading state.
   */
  withData?: boolean;
  /** Where the api is, when `withData`. */
  runtimeConfig?: Partial<RuntimeConfig>;
  /**
   * A signed-in merchant's access token (the static hosting's page cookie): the page renders as
   * the merchant sees it, its frame and its data asked for with that token. Such a render runs
   * alone (`asMerchant`): the auth store is this bundle's one global.
   */
  accessToken?: string;
  /** Aborts when the page is no longer wanted: a merchant's render then gives its turn up. */
  signal?: AbortSignal;
  /**
   * Every remote's pages as the registry has them now (the static hosting's), or as their
   * sources declare them (a remote's build): the page at `url` is found among them, and a
   * merchant's menu shows the entries the browser will show.
   */
  routes?: readonly RemoteRoute[];
}

export interface RenderedPage extends RenderedHtml {
  /** Whether the page asks the api for data when it renders. */
  asksForData: boolean;
  /** The answers it was rendered with, for the browser's cache (`withData` only). */
  data: unknown;
}

/** Rounds of asking: a page's first answers may enable more queries (a detail after its list). */
const MAX_DATA_ROUNDS = 3;

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/** Whether a query would run in the browser: its `enabled` option, a value or a function. */
function isEnabled(query: CachedQuery): boolean {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((query: CachedQuery) => boolean);
    queryFn?: unknown;
  };
  if (typeof queryFn !== 'function') return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function enabledQueries(client: QueryClient): CachedQuery[] {
  return client.getQueryCache().getAll().filter(isEnabled);
}

/**
 * The page modules of each remote rendered here, as the last render of its pages gave them: the
 * frame renders the pages of every remote, side by side.
 */
const remoteModules = new Map<string, PageModules>();

provideExposedModules(async (name, module) => {
  const load = remoteModules.get(name)?.[module];
  if (!load) throw new Error(`${name}/${module} is not among the modules being prerendered`);
  return load();
});

/**
 * Renders the page at `url` (a path with its query string), whose remote modules come from
 * `modules`. Each render has its own query cache: renders of visitors' pages may run side by side;
 * a merchant's runs alone.
 */
export function renderPage(
  url: string,
  remote: string,
  modules: PageModules,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const task = () => renderWithData(url, remote, modules, options);
  return options.accessToken
    ? asMerchant(options.accessToken, task, options.signal)
    : asVisitor(task);
}

async function renderWithData(
  url: string,
  remote: string,
  modules: PageModules,
  { withData = false, runtimeConfig, routes }: RenderOptions,
): Promise<RenderedPage> {
  if (routes) setRemoteRoutes(routes);
  remoteModules.set(remote, modules);
  if (runtimeConfig) setRuntimeConfig(runtimeConfig);
  const AtUrl: ComponentType<{ children: ReactNode }> = ({ children }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const client = createQueryClient();
  // Answers never go stale here: the page renders them as shown, not as about to be asked again
  // (the browser's first render, with the same answers restored as fresh, does the same).
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: Infinity } });
  const render = () =>
    renderToHtml(
      <QueryClientScope value={client}>
        <App Router={AtUrl} />
      </QueryClientScope>,
    );

  let rendered = await render();
  const asksForData = enabledQueries(client).length > 0;
  if (!withData || !asksForData) return { ...rendered, asksForData, data: null };
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const unasked = enabledQueries(client).filter((query) => query.state.dataUpdatedAt === 0);
    if (unasked.length === 0) break;
    await Promise.all(unasked.map((query) => query.fetch().catch(() => undefined)));
    rendered = await render();
  }
  const missing = enabledQueries(client).filter((query) => query.state.status !== 'success');
  if (missing.length > 0) {
    throw new Error(
      `${url}: no answer for ${missing.map((query) => JSON.stringify(query.queryKey)).join(', ')}`,
    );
  }
  return { ...rendered, asksForData, data: dehydrateQueryCache(client) };
}
