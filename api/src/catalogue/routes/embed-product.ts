import { UUID_PATTERN } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { catalogueRoutes } from '../contract.ts';
import { embedScript, productCardPage, unavailablePage } from '../embed.ts';
import { findEmbeddableProduct } from '../product-queries.ts';

const SUBDOMAIN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The public embed (no token; see embed.ts): GET /api/public/embed/product.js, the script the
 * merchant's page loads, and GET /api/public/embed/stores/:subdomain/products/:productId, the
 * card page its iframe shows. The card shows only a visible, non-archived product of that store,
 * and only its name, image, price and description; anything else is the same 404 page, so the
 * page tells nothing about what exists. These two answers, and only these, may be used by any
 * site: the page may be framed anywhere and the script loaded from anywhere.
 */
export function registerEmbedProductRoutes(app: ApiApp, { db, publicUrl }: AppContext): void {
  const script = embedScript(publicUrl);
  app.route({
    ...catalogueRoutes.embedScript,
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('text/javascript; charset=utf-8')
        .send(script),
  });

  app.route({
    ...catalogueRoutes.embedProductPage,
    preHandler: limitRequests(app, { name: 'product-embed', max: 300, windowMs: 60_000 }),
    handler: async (request, reply) => {
      const { subdomain, productId } = request.params;
      const product =
        SUBDOMAIN.test(subdomain) && UUID_PATTERN.test(productId)
          ? await findEmbeddableProduct(db, subdomain, productId.toLowerCase())
          : null;
      const { html, headers } = product
        ? productCardPage(product, request.query)
        : unavailablePage();
      return (
        reply
          .code(product ? 200 : 404)
          .headers(headers)
          // A product hidden or archived disappears from the merchant's site within a minute.
          .header('cache-control', product ? 'public, max-age=60' : 'no-store')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    },
  });
}
