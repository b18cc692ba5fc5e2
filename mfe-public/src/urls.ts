/**
 * Typed URL helpers of mfe-public (docs/architecture.md): the state a visitor can share or bookmark (search
 * text, category, featured filter) lives in the query string. `read…` parses a query string
 * (unknown or bad values fall back to the default), `…Params` writes state back (defaults are
 * left out, so a clean page has a clean URL), `…Url` builds a link.
 */
import { PARTNERS, type PartnerCategory } from '@platform/shared/constants';
import { HELP_CATEGORIES, type HelpCategoryId } from './features/help/content/faq';

const withQuery = (path: string, params: URLSearchParams, hash = '') => {
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
};

const text = (params: URLSearchParams, key: string) => (params.get(key) ?? '').slice(0, 100);

// ── /help ────────────────────────────────────────────────────────────────────────────────
export interface HelpSearch {
  q: string;
  category: HelpCategoryId | null;
}

export function readHelpSearch(params: URLSearchParams): HelpSearch {
  const category = params.get('category');
  return {
    q: text(params, 'q'),
    category: HELP_CATEGORIES.some((item) => item.id === category)
      ? (category as HelpCategoryId)
      : null,
  };
}

export function helpSearchParams({ q, category }: HelpSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  return params;
}

export const helpUrl = (search: Partial<HelpSearch> = {}) =>
  withQuery('/help', helpSearchParams({ q: '', category: null, ...search }));

// ── /docs ────────────────────────────────────────────────────────────────────────────────
export interface DocsSearch {
  q: string;
}

export const readDocsSearch = (params: URLSearchParams): DocsSearch => ({ q: text(params, 'q') });

export function docsSearchParams({ q }: DocsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  return params;
}

/** The section the catalogue's embed dialog links to. */
export const EMBED_API_ANCHOR = 'embed-api';

export const docsUrl = (search: Partial<DocsSearch> = {}, anchor?: string) =>
  withQuery('/docs', docsSearchParams({ q: '', ...search }), anchor ? `#${anchor}` : '');

// ── /tiendas ─────────────────────────────────────────────────────────────────────────────
export interface StoresSearch {
  q: string;
  /** null = every category ('Todas'). */
  category: PartnerCategory | null;
  featured: boolean;
}

export function readStoresSearch(params: URLSearchParams): StoresSearch {
  const category = params.get('category');
  return {
    q: text(params, 'q'),
    category: (PARTNERS.categories as readonly string[]).includes(category ?? '')
      ? (category as PartnerCategory)
      : null,
    featured: params.get('featured') === '1',
  };
}

export function storesSearchParams({ q, category, featured }: StoresSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (featured) params.set('featured', '1');
  return params;
}

export const storesUrl = (search: Partial<StoresSearch> = {}) =>
  withQuery('/tiendas', storesSearchParams({ q: '', category: null, featured: false, ...search }));

export const hasStoreFilters = (search: StoresSearch) =>
  Boolean(search.q.trim() || search.category || search.featured);
