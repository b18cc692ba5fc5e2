import { apiClient } from '@platform/shared';
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

/** `GET /public/stores` (public): the catalogue, filtered by the api. */
export function listPublicStores(
  { search, category, featured, partner }: PublicStoresQuery = {},
  signal?: AbortSignal,
): Promise<PublicStoresResponse> {
  return apiClient.get<PublicStoresResponse>('/public/stores', {
    params: {
      search: search?.trim() || undefined,
      category: category ?? undefined,
      featured: featured ? 'true' : undefined,
      partner: partner ? 'true' : undefined,
    },
    signal,
  });
}
