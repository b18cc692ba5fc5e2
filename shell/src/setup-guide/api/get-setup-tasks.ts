import type { SetupResponse } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { SetupResponse, SetupTask, SetupTaskIcon } from '@platform/api/contracts';

/** The cache keys of the setup guide; a change to the store's setup invalidates `setupKeys.all`. */
export const setupKeys = {
  all: ['setup'] as const,
  tasks: () => [...setupKeys.all, 'tasks'] as const,
};

/** `GET /setup/tasks` → the tasks before publishing and whether the store is published (404 without a store). */
export function getSetupTasks(signal?: AbortSignal): Promise<SetupResponse> {
  return apiClient.get<SetupResponse>('/setup/tasks', { signal });
}

/** The store's setup tasks, for `useQuery(setupTasksQuery())`. */
export const setupTasksQuery = () =>
  queryOptions({
    queryKey: setupKeys.tasks(),
    queryFn: ({ signal }) => getSetupTasks(signal),
    // A merchant without a store yet gets a 404: the guide just stays hidden.
    meta: { expectedStatuses: [404] },
  });
