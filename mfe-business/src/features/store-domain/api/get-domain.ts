import type { DomainSettings } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { DomainSettings };

/**
 * The cache keys of the store's custom URL (`/customization/domain`); a change updates
 * `domainKeys.settings` with the api's answer.
 */
export const domainKeys = {
  all: ['customization', 'domain'] as const,
  settings: () => [...domainKeys.all, 'settings'] as const,
};

/** `GET /customization/domain` → alias, custom domain, DNS and SSL status, DNS instructions. */
export function getDomain(signal?: AbortSignal): Promise<DomainSettings> {
  return apiClient.get<DomainSettings>('/customization/domain', { signal });
}

/** The store's custom URL, for `useQuery(domainQuery())`. */
export const domainQuery = () =>
  queryOptions({
    queryKey: domainKeys.settings(),
    queryFn: ({ signal }) => getDomain(signal),
  });
