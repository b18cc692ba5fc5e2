import type { SetupResponse, SetupTask } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { setupKeys } from './get-setup-tasks';

/** `POST /setup/publish` with each task's state → the setup of the now published store. */
export function publishStore(tasks: SetupTask[]): Promise<SetupResponse> {
  return apiClient.post<SetupResponse>('/setup/publish', {
    tasks: tasks.map(({ id, isCompleted }) => ({ id, isCompleted })),
  });
}

/** Publishes the store; the cached setup becomes the answer, so the guide shows it at once. */
export function usePublishStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['publish-store'],
    mutationFn: publishStore,
    onSuccess: (setup) => queryClient.setQueryData(setupKeys.tasks(), setup),
  });
}

/** Publishing needs every enabled task done (spec 1 §4.3). */
export function canPublish(tasks: SetupTask[]): boolean {
  return tasks.every((task) => task.disabled || task.isCompleted);
}
