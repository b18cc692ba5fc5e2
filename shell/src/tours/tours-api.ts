import type { VisitedTours } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';

export type { VisitedTours };

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
