import type { VisitedTours } from '@platform/api/contracts';
import { apiClient, queryClient } from '@platform/shared';
import { tourKeys } from './get-visited-tours';

/** `PUT /store/tours/:id/mark-as-visited` → every visit of the user (the first date is kept). */
export function markTourAsVisited(
  tourId: string,
  visitedAt = new Date().toISOString(),
): Promise<VisitedTours> {
  return apiClient.put<VisitedTours>(`/store/tours/${encodeURIComponent(tourId)}/mark-as-visited`, {
    tourId,
    visitedAt,
  });
}

/**
 * Records the visit and keeps its answer as the cached visits. The tours engine is a store, not
 * a component, so it writes through the page's client rather than a `useMutation` hook.
 */
export async function recordTourVisit(tourId: string): Promise<VisitedTours> {
  const visits = await markTourAsVisited(tourId);
  queryClient.setQueryData(tourKeys.visited(), visits);
  return visits;
}
