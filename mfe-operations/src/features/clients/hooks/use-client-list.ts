import { useEffect, useMemo } from 'react';
import { useQuery } from '@platform/shared';
import { clientListQuery } from '../api/list-clients';
import { CLIENTS_PER_PAGE, toClientListQuery } from '../urls';
import type { ClientSearchState } from './use-client-search';

/**
 * The page of clients the URL asks for. A page past the last (an old link, a list that shrank)
 * shows the last page instead.
 */
export function useClientList({ search, update }: Pick<ClientSearchState, 'search' | 'update'>) {
  const list = useQuery(clientListQuery(useMemo(() => toClientListQuery(search), [search])));
  const answer = list.isPlaceholderData ? undefined : list.data;
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / CLIENTS_PER_PAGE)) : 1;
  const pastTheEnd =
    !!answer && answer.total > 0 && answer.data.length === 0 && search.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);
  return list;
}
