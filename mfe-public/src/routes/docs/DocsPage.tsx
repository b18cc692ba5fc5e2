import { useEffect, useMemo } from 'react';
import { SearchX } from 'lucide-react';
import {
  Box,
  Container,
  Grid,
  Link,
  List,
  PageHeader,
  Stack,
  Text,
  useLocation,
} from '@platform/shared';
import { DOCS_CATEGORIES } from '../../features/docs/content/articles';
import { DocsCategorySection } from '../../features/docs/components/DocsCategorySection';
import { EmbedApiSection } from '../../features/docs/components/EmbedApiSection';
import { embedSectionMatches, filterDocs } from '../../features/docs/filter-docs';
import { NoResults } from '../../ui/NoResults';
import { SearchField } from '../../ui/SearchField';
import { SupportLinks } from '../../features/support/components/SupportLinks';
import { usePageSearch } from '../../lib/use-page-search';
import { messages } from '../../messages';
import { docsSearchParams, EMBED_API_ANCHOR, readDocsSearch } from '../../urls';

const copy = messages.docs;
const EMBED_TEXTS = [
  copy.embed.title,
  copy.embed.intro,
  ...copy.embed.how,
  copy.embed.iframeIntro,
  ...copy.embed.notes,
];

/** Scrolls to `#section` once the page has rendered (the shell scrolls to the top on each path change first). */
function useScrollToHash(hash: string) {
  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ block: 'start' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash]);
}

/** `/docs`: searchable article categories, the `#embed-api` section, links to help, contact and status (spec 3 §2). */
export default function DocsPage() {
  const { hash } = useLocation();
  const [search, setSearch] = usePageSearch(readDocsSearch, docsSearchParams);
  const query = search.q.trim();
  const categories = useMemo(() => filterDocs(search.q), [search.q]);
  const count = categories.reduce((total, category) => total + category.articles.length, 0);
  const showEmbed = !query || embedSectionMatches(search.q, EMBED_TEXTS);
  useScrollToHash(hash);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <Box mb={8}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={search.q}
          onChange={(q) => setSearch({ q })}
        />
      </Box>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }}
        gap={10}
        alignItems="start"
      >
        <Box as="nav" aria-label={copy.categoriesNav} position={{ lg: 'sticky' }} top={{ lg: 24 }}>
          <List.Root
            listStyle="none"
            gap={1}
            flexDirection={{ base: 'row', lg: 'column' }}
            flexWrap="wrap"
            columnGap={4}
          >
            {DOCS_CATEGORIES.map((category) => (
              <List.Item key={category.id} py={1}>
                <Link href={`#${category.id}`} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                  {category.title}
                </Link>
              </List.Item>
            ))}
            <List.Item py={1}>
              <Link href={`#${EMBED_API_ANCHOR}`} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                {copy.embed.navLabel}
              </Link>
            </List.Item>
          </List.Root>
        </Box>

        <Stack gap={10}>
          {query && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {copy.resultsCount(count)}
            </Text>
          )}
          {categories.map((category) => (
            <DocsCategorySection key={category.id} category={category} expandAll={Boolean(query)} />
          ))}
          {!categories.length && !showEmbed && (
            <NoResults
              icon={<SearchX />}
              title={copy.emptyTitle}
              description={copy.emptyDescription(query)}
              clear={{ label: copy.clearSearch, onClick: () => setSearch({ q: '' }) }}
            />
          )}
          {showEmbed && <EmbedApiSection />}
        </Stack>
      </Grid>

      <Box mt={12}>
        <SupportLinks title={copy.support.title} links={copy.support.links} />
      </Box>
    </Container>
  );
}
