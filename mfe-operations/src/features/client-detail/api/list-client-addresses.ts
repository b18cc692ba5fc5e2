import type { ClientAddresses } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id/addresses` → the client's shipping and billing addresses. */
export function listClientAddresses(id: string, signal?: AbortSignal): Promise<ClientAddresses> {
  return apiClient.get<ClientAddresses>(`/clients/${encodeURIComponent(id)}/addresses`, { signal });
}

/** For `useQuery(clientAddressesQuery(id))`. */
export const clientAddressesQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.addresses(id),
    queryFn: ({ signal }) => listClientAddresses(id, signal),
  });
