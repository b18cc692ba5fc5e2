import { Paginator } from '@platform/shared';
import type { Pages } from '../hooks/use-pages';
import { TAB_PAGE_SIZES } from '../urls';

/** The pager of a tab's list: 'Mostrando 1–10 de 23', the page size (5, 10, 25, 50) and pages. */
export function TabPager<T>({ pages }: { pages: Pages<T> }) {
  return (
    <Paginator
      page={pages.page}
      totalPages={pages.totalPages}
      onPageChange={pages.setPage}
      perPage={pages.perPage}
      perPageOptions={TAB_PAGE_SIZES}
      onPerPageChange={pages.setPerPage}
      totalItems={pages.total}
    />
  );
}
