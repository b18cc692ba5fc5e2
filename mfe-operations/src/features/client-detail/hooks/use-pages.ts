import { useMemo, useState } from 'react';
import { TAB_DEFAULT_PAGE_SIZE } from '../urls';

export interface Pages<T> {
  /** The rows of the current page. */
  rows: T[];
  page: number;
  perPage: number;
  totalPages: number;
  total: number;
  setPage: (page: number) => void;
  /** A new size starts again at the first page. */
  setPerPage: (perPage: number) => void;
}

/**
 * A list paged in the browser (the client's tabs load each list whole, spec 3 §2). When the list
 * shrinks under the current page (a narrower search), the last page that exists is shown.
 */
export function usePages<T>(
  items: readonly T[],
  initialPerPage: number = TAB_DEFAULT_PAGE_SIZE,
): Pages<T> {
  const [requestedPage, setPage] = useState(1);
  const [perPage, setPerPageState] = useState<number>(initialPerPage);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(requestedPage, totalPages);
  const rows = useMemo(
    () => items.slice((page - 1) * perPage, page * perPage),
    [items, page, perPage],
  );
  return {
    rows,
    page,
    perPage,
    totalPages,
    total,
    setPage,
    setPerPage: (size) => {
      setPerPageState(size);
      setPage(1);
    },
  };
}
