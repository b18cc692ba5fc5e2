import type { ClientList, ClientListQuery } from '@platform/api/contracts';
import { apiClient, keepPreviousData, queryOptions } from '@platform/shared';
import { clientKeys } from './keys';

/** `GET /clients` → one page of the store's clients, searched, filtered and sorted by the api. */
export function listClients(query: ClientListQuery, signal?: AbortSignal): Promise<ClientList> {
  return apiClient.get<ClientList>('/clients', { params: query, signal });
}

/**
 * One page of the list, for `useQuery(clientListQuery(query))`. While the next page or search
 * loads, the previous answer stays on screen, dimmed, so the table does not jump.
 */
export const clientListQuery = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => listClients(query, signal),
    placeholderData: keepPreviousData,
  });
