import type { ClientCommunications } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { newestFirst } from '../newest-first';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id/communications` → the e-mails and messages sent to the client, newest first. */
export function listClientCommunications(
  id: string,
  signal?: AbortSignal,
): Promise<ClientCommunications> {
  return apiClient.get<ClientCommunications>(`/clients/${encodeURIComponent(id)}/communications`, {
    signal,
  });
}

/** The communications in the order the screen shows them. */
const newestCommunications = (answer: ClientCommunications) =>
  newestFirst(answer.communications, ({ sentAt }) => sentAt);

/** For `useQuery(clientCommunicationsQuery(id))`. */
export const clientCommunicationsQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.communications(id),
    queryFn: ({ signal }) => listClientCommunications(id, signal),
    select: newestCommunications,
  });
