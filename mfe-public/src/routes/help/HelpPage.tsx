import { useMemo } from 'react';
import { SearchX } from 'lucide-react';
import { Box, Container, Grid, PageHeader, Stack, Text } from '@platform/shared';
import { HELP_CATEGORIES } from '../../features/help/content/faq';
import { FaqGroup } from '../../features/help/components/FaqGroup';
import { filterFaq } from '../../features/help/filter-faq';
import { FilterChips } from '../../ui/FilterChips';
import { NoResults } from '../../ui/NoResults';
import { SearchField } from '../../ui/SearchField';
import { SupportLinks } from '../../features/support/components/SupportLinks';
import { SupportTimesCard } from '../../features/support/components/SupportTimesCard';
import { usePageSearch } from '../../lib/use-page-search';
import { messages } from '../../messages';
import { helpSearchParams, readHelpSearch } from '../../urls';

const copy = messages.help;
const CATEGORY_OPTIONS = HELP_CATEGORIES.map((category) => ({
  value: category.id,
  label: category.label,
}));

/** `/help`: the searchable FAQ by category, support times and links to status and contact (spec 3 §2). */
export default function HelpPage() {
  const [search, setSearch] = usePageSearch(readHelpSearch, helpSearchParams);
  const groups = useMemo(() => filterFaq(search.q, search.category), [search.q, search.category]);
  const count = groups.reduce((total, group) => total + group.items.length, 0);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <Stack gap={4} mb={8}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={search.q}
          onChange={(q) => setSearch({ q })}
        />
        <FilterChips
          label={copy.categoryFilterLabel}
          allLabel={copy.allCategories}
          options={CATEGORY_OPTIONS}
          value={search.category}
          onChange={(category) => setSearch({ category })}
        />
      </Stack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }}
        gap={8}
        alignItems="start"
      >
        <Stack gap={8}>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {copy.resultsCount(count)}
          </Text>
          {groups.length ? (
            groups.map((group) => (
              <FaqGroup key={group.id} id={group.id} title={group.title} items={group.items} />
            ))
          ) : (
            <NoResults
              icon={<SearchX />}
              title={copy.emptyTitle}
              description={copy.emptyDescription(search.q.trim())}
              clear={{
                label: copy.clearFilters,
                onClick: () => setSearch({ q: '', category: null }),
              }}
            />
          )}
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: 24 }}>
          <SupportTimesCard />
        </Box>
      </Grid>

      <Box mt={12}>
        <SupportLinks title={copy.support.title} links={copy.support.links} />
      </Box>
    </Container>
  );
}
