import { useResource } from '../../../lib/use-resource';
import { listPublicStores, type PublicStoresQuery } from '../api/list-public-stores';

/** The catalogue for a filter (the api filters); a new filter cancels the request of the previous one. */
export function usePublicStores(query: PublicStoresQuery) {
  const key = JSON.stringify([
    query.search?.trim() ?? '',
    query.category ?? null,
    Boolean(query.featured),
    Boolean(query.partner),
  ]);
  return useResource((signal) => listPublicStores(query, signal), key, { label: 'las tiendas' });
}
