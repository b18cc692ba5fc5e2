export type PaginationItem = number | 'ellipsis';

/** Up to this many pages, every page is shown (spec 2 §2). */
export const PAGINATION_ALL_PAGES_MAX = 5;

/**
 * The items of the paginator (spec 2 §2): up to 5 pages are all shown; beyond that, the first
 * page, the last page, the current page's neighbours (and itself), with an ellipsis for every
 * gap. paginationRange(5, 10) → [1, '…', 4, 5, 6, '…', 10].
 */
export function paginationRange(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const all = Array.from({ length: total }, (_, index) => index + 1);
  if (total <= PAGINATION_ALL_PAGES_MAX) return all;

  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), total);
  const shown = new Set([1, current - 1, current, current + 1, total]);
  const pages = all.filter((page) => shown.has(page));

  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}
