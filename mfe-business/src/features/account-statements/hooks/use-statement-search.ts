import { useUrlSearchState } from '@platform/shared';
import { readStatementSearch, statementSearchParams, type StatementSearch } from '../../../urls';

// Module-level, so the hook's read and write stay the same functions between renders.
const read = (params: URLSearchParams): StatementSearch => readStatementSearch(params);
const write = (search: StatementSearch, current: URLSearchParams) =>
  statementSearchParams(search, current);

/**
 * The statement's month, day, type, page and page size, read from and written to the query string
 * (spec 3 §9), so a reload or back/forward shows the same view. A change of anything but the page
 * goes back to page 1.
 */
export function useStatementSearch() {
  return useUrlSearchState({ read, write });
}
