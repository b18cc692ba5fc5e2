import type { SetupResponse, SetupTask } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';

export type { SetupResponse, SetupTask, SetupTaskIcon } from '@platform/api/contracts';

export function getSetupTasks(): Promise<SetupResponse> {
  return apiClient.get<SetupResponse>('/setup/tasks');
}

export function publishStore(tasks: SetupTask[]): Promise<SetupResponse> {
  return apiClient.post<SetupResponse>('/setup/publish', {
    tasks: tasks.map(({ id, isCompleted }) => ({ id, isCompleted })),
  });
}

/** Publishing needs every enabled task done (spec 1 §4.3). */
export function canPublish(tasks: SetupTask[]): boolean {
  return tasks.every((task) => task.disabled || task.isCompleted);
}
