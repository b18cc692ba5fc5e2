import { apiClient } from '@platform/shared/core';

/** Tour id -> the date the user finished or skipped it, or null while unvisited (per user). */
export type VisitedTours = Record<string, string | null>;

export function getVisitedTours(): Promise<VisitedTours> {
  return apiClient.get<VisitedTours>('/store/tours');
}

export function markTourAsVisited(
  tourId: string,
  visitedAt = new Date().toISOString(),
): Promise<VisitedTours> {
  return apiClient.put<VisitedTours>(`/store/tours/${encodeURIComponent(tourId)}/mark-as-visited`, {
    tourId,
    visitedAt,
  });
}
