import { lazy, Suspense, useMemo, useState } from 'react';
import { SearchX, Store } from 'lucide-react';
import {
  Box,
  Container,
  ErrorBox,
  Heading,
  HStack,
  keepPreviousData,
  PageHeader,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { PARTNERS } from '@platform/shared/constants';
import { publicStoresQuery, type PublicStore } from '../../features/stores/api/list-public-stores';
import { StoreCard } from '../../features/stores/components/StoreCard';
import { StoreFilters } from '../../features/stores/components/StoreFilters';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageSearch } from '../../lib/use-page-search';
import { messages } from '../../messages';
import { CardGrid, CardGridSkeleton } from '../../ui/CardGrid';
import { NoResults } from '../../ui/NoResults';
import { hasStoreFilters, readStoresSearch, storesSearchParams } from '../../urls';

const ReviewsDialog = lazy(() => import('../../features/stores/components/ReviewsDialog'));

const copy = messages.stores;
/** Typing pauses this long before the catalogue is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `/tiendas`: the first 3 featured stores, search, category and featured filters, store cards and their reviews (spec 3 §2). */
export default function StoresPage() {
  const [search, setSearch] = usePageSearch(readStoresSearch, storesSearchParams);
  const searchText = useDebouncedValue(search.q, SEARCH_DEBOUNCE_MS);
  const filtering = hasStoreFilters(search);
  const catalogue = useQuery({
    ...publicStoresQuery({
      search: searchText,
      category: search.category,
      featured: search.featured,
    }),
    // A new filter keeps the last answer on screen (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
  });
  const { data, isFetching: loading, isError: error } = catalogue;
  const reload = () => void catalogue.refetch();
  // The store whose reviews are open, and the button that opened them (focus goes back there).
  const [reviewing, setReviewing] = useState<{
    store: PublicStore;
    opener: HTMLElement | null;
  } | null>(null);

  const stores = useMemo(() => data?.stores ?? [], [data]);
  // Without filters the answer is the whole catalogue: the showcase is its first 3 featured stores.
  const featured = useMemo(
    () =>
      filtering ? [] : stores.filter((store) => store.featured).slice(0, PARTNERS.featuredShown),
    [filtering, stores],
  );
  const showReviews = (store: PublicStore) =>
    setReviewing({ store, opener: document.activeElement as HTMLElement | null });
  const storeCard = (store: PublicStore) => <StoreCard store={store} onShowReviews={showReviews} />;
  const clear = () => setSearch({ q: '', category: null, featured: false });
  const waiting = loading || searchText !== search.q;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />

      {!filtering && (featured.length > 0 || (loading && !data)) && (
        <Box as="section" aria-labelledby="featured-title" mb={10}>
          <Heading as="h2" size="lg" mb={4} id="featured-title">
            {copy.featuredTitle}
          </Heading>
          {featured.length ? (
            <CardGrid items={featured}>{storeCard}</CardGrid>
          ) : (
            <CardGridSkeleton count={PARTNERS.featuredShown} cardHeight="72" label={copy.loading} />
          )}
        </Box>
      )}

      <Box as="section" aria-labelledby="all-stores-title">
        <Stack gap={5}>
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Heading as="h2" size="lg" id="all-stores-title">
              {copy.allTitle}
            </Heading>
            {data && !error && (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {copy.resultsCount(stores.length)}
              </Text>
            )}
          </HStack>
          <StoreFilters search={search} onChange={setSearch} onClear={clear} canClear={filtering} />
          {error ? (
            <ErrorBox title={copy.errorTitle} message={copy.error} onRetry={reload} />
          ) : waiting && !data ? (
            <CardGridSkeleton count={6} cardHeight="72" label={copy.loading} />
          ) : stores.length === 0 ? (
            <NoResults
              icon={filtering ? <SearchX /> : <Store />}
              title={copy.emptyTitle}
              description={copy.emptyDescription}
              clear={filtering ? { label: copy.clearFilters, onClick: clear } : undefined}
            />
          ) : (
            <Box opacity={waiting ? 0.6 : 1} transition="opacity 0.2s" aria-busy={waiting}>
              <CardGrid items={stores}>{storeCard}</CardGrid>
            </Box>
          )}
        </Stack>
      </Box>

      {reviewing && (
        <Suspense fallback={null}>
          <ReviewsDialog
            store={reviewing.store}
            onClose={() => setReviewing(null)}
            returnFocusTo={reviewing.opener}
          />
        </Suspense>
      )}
    </Container>
  );
}
