import type { ClientHistory } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { newestFirst } from '../newest-first';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id/history` → what the client did, newest first. */
export function listClientHistory(id: string, signal?: AbortSignal): Promise<ClientHistory> {
  return apiClient.get<ClientHistory>(`/clients/${encodeURIComponent(id)}/history`, { signal });
}

/** The history in the order the screen shows them. */
const newestHistory = (answer: ClientHistory) => newestFirst(answer.history, ({ date }) => date);

/** For `useQuery(clientHistoryQuery(id))`. */
export const clientHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.history(id),
    queryFn: ({ signal }) => listClientHistory(id, signal),
    select: newestHistory,
  });
