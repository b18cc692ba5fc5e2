import { useEffect, useMemo } from 'react';
import { useQuery } from '@platform/shared';
import { isValidOrderSearch, toOrderListQuery } from '../../../urls';
import { orderListQuery } from '../api/list-orders';
import type { OrderSearchState } from './use-order-search';

/**
 * The page of orders the URL asks for. Filters that contradict themselves (a minimum above the
 * maximum, a range that ends before it starts) are not sent: the filters say what is wrong.
 */
export function useOrderList({ search, update }: Pick<OrderSearchState, 'search' | 'update'>) {
  const valid = isValidOrderSearch(search);
  const query = useMemo(() => toOrderListQuery(search), [search]);
  const list = useQuery({ ...orderListQuery(query), enabled: valid });
  const answer = list.isPlaceholderData ? undefined : list.data;

  // A page past the last (an old link, a list that shrank) goes back to the first (spec 3 §5).
  const pastTheEnd = valid && !!answer && answer.data.length === 0 && search.page > 1;
  useEffect(() => {
    if (pastTheEnd) update({ page: 1 }, { replace: true });
  }, [pastTheEnd, update]);

  return { list, query, valid };
}
