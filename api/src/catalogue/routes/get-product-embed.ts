import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { catalogueRoutes } from '../contract.ts';
import { embedSnippets } from '../embed.ts';
import { productEmbedState } from '../product-queries.ts';

/**
 * GET /api/products/:id/embed — the "Incrustar Producto" dialog's snippet for one of the store's
 * products: the div and script to paste, the iframe alternative and the URLs they use.
 * `available` is false while the product is hidden or archived (its card then says so).
 */
export function registerGetProductEmbedRoute(app: ApiApp, { db, publicUrl }: AppContext): void {
  app.route({
    ...catalogueRoutes.getProductEmbed,
    handler: async (request) => {
      const id = request.params.id.toLowerCase();
      const state = await productEmbedState(db, requireStore(request), id);
      if (!state) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      return {
        productId: id,
        storeSubdomain: state.subdomain,
        available: state.available,
        ...embedSnippets(publicUrl, state.subdomain, id),
      };
    },
  });
}
