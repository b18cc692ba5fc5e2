import { useMemo } from 'react';
import { Activity, BookOpen, Mail, SearchX } from 'lucide-react';
import {
  Box,
  Button,
  Container,
  EmptyState,
  Grid,
  PageHeader,
  Stack,
  Text,
} from '@platform/shared';
import { HELP_CATEGORIES, type HelpCategoryId } from '../../features/help/content/faq';
import { FaqGroup } from '../../features/help/components/FaqGroup';
import { filterFaq } from '../../features/help/filter-faq';
import { FilterChips } from '../../ui/FilterChips';
import { SearchField } from '../../ui/SearchField';
import { SupportLinks } from '../../features/support/components/SupportLinks';
import { SupportTimesCard } from '../../features/support/components/SupportTimesCard';
import { useUrlSearch } from '../../lib/use-url-search';
import { messages } from '../../messages';
import { helpSearchParams, readHelpSearch } from '../../urls';

const copy = messages.help;
const ALL = 'all';

/** `/help`: the searchable FAQ by category, support times and links to status and contact (spec 3 §2). */
export default function HelpPage() {
  const [search, setSearch] = useUrlSearch(readHelpSearch, helpSearchParams);
  const groups = useMemo(() => filterFaq(search.q, search.category), [search.q, search.category]);
  const count = groups.reduce((total, group) => total + group.items.length, 0);
  const categoryOptions = [
    { value: ALL, label: copy.allCategories },
    ...HELP_CATEGORIES.map((category) => ({ value: category.id, label: category.label })),
  ];

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
          options={categoryOptions}
          value={search.category ?? ALL}
          onChange={(value) =>
            setSearch({ category: value === ALL ? null : (value as HelpCategoryId) })
          }
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
            <Box borderWidth="1px" borderRadius="lg" bg="bg">
              <EmptyState
                icon={<SearchX />}
                title={copy.emptyTitle}
                description={copy.emptyDescription(search.q.trim())}
                action={
                  <Button variant="outline" onClick={() => setSearch({ q: '', category: null })}>
                    {copy.clearFilters}
                  </Button>
                }
              />
            </Box>
          )}
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: 24 }}>
          <SupportTimesCard />
        </Box>
      </Grid>

      <Box mt={12}>
        <SupportLinks
          title={copy.support.title}
          links={[
            {
              to: '/status',
              icon: Activity,
              title: copy.support.statusTitle,
              description: copy.support.statusDescription,
              linkLabel: copy.support.statusLink,
            },
            {
              to: '/contact',
              icon: Mail,
              title: copy.support.contactTitle,
              description: copy.support.contactDescription,
              linkLabel: copy.support.contactLink,
            },
            {
              to: '/docs',
              icon: BookOpen,
              title: copy.support.docsTitle,
              description: copy.support.docsDescription,
              linkLabel: copy.support.docsLink,
            },
          ]}
        />
      </Box>
    </Container>
  );
}
