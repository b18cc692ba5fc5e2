import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@platform/shared/core';
import { PARTNERS, type PartnerCategory } from '@platform/shared/constants';
import { useNearViewport } from '../hooks/use-near-viewport';
import { landingMessages } from '../messages';
import { SlidePlaceholder } from './SlidePlaceholder';

const copy = landingMessages.partners;

// The partners, their query (and so the query library) and the carousel load when the section is
// about to be seen, not with the first paint (issue 2's first-page budget): this module and
// everything it imports take only `@platform/shared/core`.
const loadPartnerSlides = () => import('./PartnerSlides');
const PartnerSlides = lazy(loadPartnerSlides);

type CategoryFilter = PartnerCategory | null;

function CategoryFilters({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  const options: Array<{ label: string; value: CategoryFilter }> = [
    { label: PARTNERS.allCategoriesLabel, value: null },
    ...PARTNERS.categories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <Wrap gap={2} justify="center" role="group" aria-label={copy.categoriesLabel}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.label}
            size="sm"
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Wrap>
  );
}

/** The landing page's partner showcase: the category filter and the carousel. */
export function PartnerShowcase() {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { preload: loadPartnerSlides, hash: '#partners' });
  const [category, setCategory] = useState<CategoryFilter>(null);

  return (
    <Box as="section" ref={sectionRef} id="partners" py={{ base: 14, md: 20 }} scrollMarginTop="20">
      <Container maxW="6xl">
        <Stack gap={3} mb={8} textAlign="center">
          <Heading as="h2" size="2xl">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <Stack gap={8}>
          <CategoryFilters value={category} onChange={setCategory} />
          {near ? (
            <Suspense fallback={<SlidePlaceholder />}>
              <PartnerSlides category={category} />
            </Suspense>
          ) : (
            <SlidePlaceholder />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
