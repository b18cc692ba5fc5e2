import type { FastifyInstance } from 'fastify';
import { boolean, object, string } from 'yup';

import { PARTNERS } from '@platform/shared/constants';

import type { AppContext } from '../../app-context.ts';
import { SqlParams, likePattern } from '../../http/sql.ts';
import { validate } from '../../http/validation.ts';
import type {
  StoreReview,
  SuccessStory,
  PublicStore,
  PublicStoresResponse,
} from '@platform/shared/domain';

export type { StoreReview, SuccessStory, PublicStore, PublicStoresResponse };

const CATEGORY_VALUES = [PARTNERS.allCategoriesLabel, ...PARTNERS.categories];

const flag = (name: string) => boolean().typeError(`${name} debe ser true o false`);

const querySchema = object({
  search: string().trim().max(100, 'search no puede exceder 100 caracteres'),
  category: string()
    .trim()
    .oneOf(CATEGORY_VALUES, `category debe ser una de: ${CATEGORY_VALUES.join(', ')}`),
  featured: flag('featured'),
  partner: flag('partner'),
});

/** Lower case, without accents: the same folding on both sides of the search. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// Postgres' lower() leaves accented capitals alone in the C locale (PGlite's): fold both cases.
const FOLD_SQL = (expression: string) =>
  `translate(lower(${expression}), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`;

/**
 * GET /api/public/stores?search&category&featured&partner (public) — the public store catalogue
 * (/tiendas) and the partner showcase (/partners, the landing carousel), in catalogue order.
 * `search` matches name, description, category and tags, without regard to case or accents;
 * `category` is one of the partner categories ('Todas' = any); `featured` / `partner` = true keep
 * only featured stores / partners. Rating and reviewCount are derived from the reviews.
 */
export function registerListPublicStoresRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/public/stores', async (request): Promise<PublicStoresResponse> => {
    const query = validate(querySchema, request.query);
    const params = new SqlParams();
    const where = ['cs.listed'];
    if (query.search) {
      const pattern = params.add(likePattern(foldForSearch(query.search)));
      where.push(
        `${FOLD_SQL(`cs.name || ' ' || cs.description || ' ' || cs.category || ' ' || cs.tags::text`)} like ${pattern}`,
      );
    }
    if (query.category && query.category !== PARTNERS.allCategoriesLabel) {
      where.push(`cs.category = ${params.add(query.category)}`);
    }
    if (query.featured === true) where.push('cs.featured');
    if (query.partner === true) where.push('cs.is_partner');

    const { rows } = await db.query<
      Omit<PublicStore, 'rating' | 'reviewCount'> & { reviews: StoreReview[] }
    >(
      `select cs.id::text as id, cs.slug, cs.name, cs.logo_url as logo, cs.url, cs.description, cs.category,
              cs.tags, cs.featured, cs.is_partner as "isPartner", cs.client_since as "clientSince",
              cs.starting_price as "startingPrice", cs.delivery_frequency as "deliveryFrequency",
              cs.success_story as "successStory",
              coalesce((
                select json_agg(json_build_object(
                         'id', r.id::text, 'customerName', r.customer_name, 'rating', r.rating,
                         'comment', r.comment, 'date', to_char(r.reviewed_on, 'YYYY-MM-DD'),
                         'verified', r.verified)
                       order by r.reviewed_on desc, r.id)
                from catalogue_store_reviews r where r.catalogue_store_id = cs.id
              ), '[]'::json) as reviews
       from catalogue_stores cs
       where ${where.join(' and ')}
       order by cs.sort_order, cs.name, cs.id`,
      params.values,
    );

    const stores = rows.map((row): PublicStore => {
      const reviews =
        typeof row.reviews === 'string' ? (JSON.parse(row.reviews) as StoreReview[]) : row.reviews;
      const sum = reviews.reduce((total, review) => total + review.rating, 0);
      return {
        ...row,
        reviews,
        rating: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : null,
        reviewCount: reviews.length,
      };
    });
    return { stores, total: stores.length, categories: PARTNERS.categories };
  });
}
