import { PARTNERS } from '@platform/shared/constants';
import type { Static } from 'typebox';

import type { Queryable } from '../db/index.ts';
import { SqlParams, likePattern } from '../http/sql.ts';
import type { PublicStore, PublicStoresResponse, StoreReview } from './contract.ts';
import type { PublicStoresQuery } from './contract.ts';

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
 * The listed stores in catalogue order. `search` matches name, description, category and tags,
 * without regard to case or accents; rating and reviewCount are derived from the reviews.
 */
export async function listPublicStores(
  db: Queryable,
  query: Static<typeof PublicStoresQuery>,
): Promise<PublicStoresResponse> {
  const params = new SqlParams();
  const where = ['cs.listed'];
  const search = query.search?.trim();
  if (search) {
    const pattern = params.add(likePattern(foldForSearch(search)));
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
  return { stores, total: stores.length, categories: [...PARTNERS.categories] };
}
