import type { VisitedTours } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { VisitedTours };

/** The cache keys of the tours; recording a visit replaces `tourKeys.visited()`. */
export const tourKeys = {
  all: ['tours'] as const,
  visited: () => [...tourKeys.all, 'visited'] as const,
};

/** `GET /store/tours` → when the user saw each tour the api knows (null: not yet). */
export function getVisitedTours(signal?: AbortSignal): Promise<VisitedTours> {
  return apiClient.get<VisitedTours>('/store/tours', { signal });
}

/** The user's visited tours, for `queryClient.fetchQuery(visitedToursQuery())`. */
export const visitedToursQuery = () =>
  queryOptions({
    queryKey: tourKeys.visited(),
    queryFn: ({ signal }) => getVisitedTours(signal),
  });
