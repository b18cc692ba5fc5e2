import type { Client } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id` → the client with their totals (a 404 when the store has no such client). */
export function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  return apiClient.get<Client>(`/clients/${encodeURIComponent(id)}`, { signal });
}

/**
 * For `useQuery(clientQuery(id))`. A 404 is an answer (the not-found page), not a fault: it is
 * not logged.
 */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
    meta: { expectedStatuses: [404] },
  });
