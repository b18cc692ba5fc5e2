import { apiClient, queryOptions } from '@platform/shared';
import type { PartnerCategory } from '@platform/shared/constants';
import type { PublicStoresResponse } from '@platform/api/contracts';

export type {
  StoreReview,
  SuccessStory,
  PublicStore,
  PublicStoresResponse,
} from '@platform/api/contracts';

export interface PublicStoresQuery {
  search?: string;
  category?: PartnerCategory | null;
  featured?: boolean;
  partner?: boolean;
}

/** The query string of a filter: what is not set is not sent. */
function paramsOf({ search, category, featured, partner }: PublicStoresQuery) {
  return {
    search: search?.trim() || undefined,
    category: category ?? undefined,
    featured: featured ? 'true' : undefined,
    partner: partner ? 'true' : undefined,
  };
}

/** The cache keys of the public catalogue; one list per filter (as sent). */
export const publicStoresKeys = {
  all: ['public-stores'] as const,
  list: (query: PublicStoresQuery) => [...publicStoresKeys.all, paramsOf(query)] as const,
};

/** `GET /public/stores` (public): the catalogue, filtered by the api. */
export function listPublicStores(
  query: PublicStoresQuery = {},
  signal?: AbortSignal,
): Promise<PublicStoresResponse> {
  return apiClient.get<PublicStoresResponse>('/public/stores', {
    params: paramsOf(query),
    signal,
  });
}

/** The catalogue for a filter, for `useQuery(publicStoresQuery(query))`. */
export const publicStoresQuery = (query: PublicStoresQuery = {}) =>
  queryOptions({
    queryKey: publicStoresKeys.list(query),
    queryFn: ({ signal }) => listPublicStores(query, signal),
  });
