import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

export interface OrderSelection {
  /** The selected orders of the page on screen. */
  selectedIds: ReadonlySet<string>;
  /** Whether every order of the page is selected, some are, or none. */
  pageState: boolean | 'indeterminate';
  toggle: (id: string, selected: boolean) => void;
  /** Selects or clears the page on screen, and only it (spec 3 §5). */
  togglePage: (selected: boolean) => void;
  clear: () => void;
}

/**
 * The orders chosen for a bulk action. A selection belongs to the page it was made on
 * (`pageKey`: the list's query): another page, filter or size starts with none, so an action
 * never reaches an order the merchant no longer sees.
 */
export function useOrderSelection(pageKey: string, pageIds: readonly string[]): OrderSelection {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: NONE,
  });
  const stored = selection.key === pageKey ? selection.ids : NONE;
  // Only orders still on screen count (a failed reload empties the page).
  const selectedIds = useMemo(
    () => new Set(pageIds.filter((id) => stored.has(id))) as ReadonlySet<string>,
    [pageIds, stored],
  );

  const toggle = useCallback(
    (id: string, selected: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.key === pageKey ? current.ids : NONE);
        if (selected) ids.add(id);
        else ids.delete(id);
        return { key: pageKey, ids };
      }),
    [pageKey],
  );
  const togglePage = useCallback(
    (selected: boolean) => setSelection({ key: pageKey, ids: new Set(selected ? pageIds : []) }),
    [pageKey, pageIds],
  );
  const clear = useCallback(() => setSelection({ key: pageKey, ids: NONE }), [pageKey]);

  const pageState =
    selectedIds.size === 0
      ? false
      : selectedIds.size === pageIds.length
        ? true
        : ('indeterminate' as const);

  return { selectedIds, pageState, toggle, togglePage, clear };
}
