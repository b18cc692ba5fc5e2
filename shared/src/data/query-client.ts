import { createContext, useContext } from 'react';
import {
  dehydrate,
  hydrate,
  MutationCache,
  QueryCache,
  QueryClient,
  useInfiniteQuery as useInfiniteQueryWith,
  useIsFetching as useIsFetchingWith,
  useMutation as useMutationWith,
  useQueries as useQueriesWith,
  useQuery as useQueryWith,
  type DehydratedState,
} from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { isApiError, type ApiError } from '../api/api-error';
import { HTTP } from '../constants/limits';

// Every query and mutation fails with the api client's one error type.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: QueryMeta;
  }
}

export interface QueryMeta extends Record<string, unknown> {
  /** Statuses that are an expected answer, not a fault (a 404 "no store yet"): not logged. */
  expectedStatuses?: readonly number[];
}

/** A failure worth one more try: the server was unreachable or answered 5xx, never a 4xx. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * A client with the platform's defaults: one retry of a transient failure (a 4xx is an answer,
 * not an accident), no refetch when the window regains focus (a merchant editing a form must not
 * see it change under them), and every failure logged once (spec 1 §8). How long an answer
 * stays fresh is each query's choice; by default it is asked again on the next mount.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.expectedStatuses?.includes(error.status)) return;
        console.error('[api] consulta fallida', query.queryKey, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        console.error('[api] cambio fallido', mutation.options.mutationKey ?? '', error),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Query options for a GET whose answer may be reused for a minute (spec 1 §7: "GET responses can
 * be cached for 60 seconds when requested"): `queryOptions({ ...cachedGet, queryKey, queryFn })`.
 */
export const cachedGet = { staleTime: HTTP.cacheTtlSeconds * 1000 } as const;

/**
 * The page's one client. `@platform/shared` is a Module Federation singleton, so the shell and
 * every remote it loads read and invalidate the same cache; a remote started alone gets its own
 * copy of shared, and so its own client. It lives here rather than in a provider at the shell's
 * root because that provider would put the library (~11 KB gzip) on the first page `/`, which
 * loads only `@platform/shared/core`; the hooks below are bound to it instead.
 */
export const queryClient = createQueryClient();

// What one account loaded must never show to the next: forget everything when the signed-in
// user changes or signs out.
let cachedFor = authStore.getState().profile?.sub ?? null;
authStore.subscribe((state) => {
  const current = state.status === 'authenticated' ? (state.profile?.sub ?? null) : null;
  if (current === cachedFor) return;
  cachedFor = current;
  queryClient.clear();
});

/**
 * The client of one tree in place of the page's: a page rendered in Node (the prerendered public
 * pages, shell/src/prerender.tsx), where renders of several pages run side by side, each with its
 * own answers.
 */
const ScopedClient = createContext<QueryClient | null>(null);
export const QueryClientScope = ScopedClient.Provider;

/** The client of the tree being rendered: its scope's, else the page's one. */
function useClient(client: QueryClient | undefined): QueryClient {
  const scoped = useContext(ScopedClient);
  return client ?? scoped ?? queryClient;
}

// The library's hooks, bound to the page's client (they need no provider). The signatures are
// the library's own, overloads included; a client passed explicitly still wins.
export const useQuery = ((options, client) =>
  useQueryWith(options, useClient(client))) as typeof useQueryWith;
export const useQueries = ((options, client) =>
  useQueriesWith(options, useClient(client))) as typeof useQueriesWith;
export const useInfiniteQuery = ((options, client) =>
  useInfiniteQueryWith(options, useClient(client))) as typeof useInfiniteQueryWith;
export const useMutation = ((options, client) =>
  useMutationWith(options, useClient(client))) as typeof useMutationWith;
export const useIsFetching = ((filters, client) =>
  useIsFetchingWith(filters, useClient(client))) as typeof useIsFetchingWith;

/** The page's client, for invalidating or priming the cache (`useQueryClient().invalidateQueries`). */
export function useQueryClient(): QueryClient {
  return useClient(undefined);
}

/**
 * What the cache holds, as JSON for the page's HTML (docs/prerendering.md): a page rendered with
 * its data hands the same answers to the browser, whose first render then matches the HTML.
 * Only the queries that succeeded are taken.
 */
export function dehydrateQueryCache(client: QueryClient = queryClient): DehydratedState {
  return dehydrate(client);
}

/**
 * Puts the answers a prerendered page was rendered with into the cache, before hydration. They
 * count as fresh from now and for the spec's GET cache (a minute): the page's first render then
 * sees what the server's render saw (data, nothing being asked), and matches its HTML, whatever
 * the time the HTML was made. (The server renders with data that never goes stale.)
 */
export function restoreQueryCache(state: unknown, client: QueryClient = queryClient): void {
  if (!state || typeof state !== 'object' || !Array.isArray((state as DehydratedState).queries))
    return;
  const now = Date.now();
  const restored = state as DehydratedState;
  const queries = restored.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: now },
  }));
  hydrate(client, { ...restored, queries });
  for (const query of queries) client.setQueryDefaults(query.queryKey, cachedGet);
}
