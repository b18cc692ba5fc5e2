/**
 * The way back from a detail page to the list it was opened from. The list links to a detail with
 * `state: backToListState(listPath, location.search)`, so the detail's 'Volver' link returns to
 * the same filters, sort and page; coming from anywhere else (the dashboard, another page, a typed
 * URL) it returns to the list's defaults.
 */
export interface BackToListState {
  /** The list's path with its query: '/orders?status=pending&page=2'. */
  from: string;
}

/** The router state a link from the list at `listPath` (with its `search`) gives a detail. */
export function backToListState(listPath: string, search: string): BackToListState {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return { from: `${listPath}${query}` };
}

/** Where the detail's 'Volver' link leads: the list as it was left, else `listPath` itself. */
export function backToListPath(state: unknown, listPath: string): string {
  const from = (state as Partial<BackToListState> | null)?.from;
  // Only the list itself: a state naming any other path is ignored.
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))
    ? from
    : listPath;
}
