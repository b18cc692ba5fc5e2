import type { ProductEmbed } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

/**
 * The cache keys of a product's embed snippet. Under `['products']`: a change to a product (hidden,
 * archived) invalidates it with the rest, and `available` follows.
 */
export const embedKeys = {
  all: ['products', 'embed'] as const,
  product: (productId: string) => [...embedKeys.all, productId] as const,
};

/** `GET /products/{id}/embed` → the snippet to paste, its iframe variant and the card's URL. */
export function getProductEmbed(productId: string, signal?: AbortSignal): Promise<ProductEmbed> {
  return apiClient.get<ProductEmbed>(`/products/${encodeURIComponent(productId)}/embed`, {
    signal,
  });
}

/** A product's embed snippet, for `useQuery(productEmbedQuery(id))`. */
export const productEmbedQuery = (productId: string) =>
  queryOptions({
    queryKey: embedKeys.product(productId),
    queryFn: ({ signal }) => getProductEmbed(productId, signal),
  });
