import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  Box,
  Button,
  Container,
  EmptyState,
  ErrorBox,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@platform/shared/core';
import { LANDING, PARTNERS, type PartnerCategory } from '@platform/shared/constants';
import { useNearViewport } from '../hooks/use-near-viewport';
import { usePartnerStores } from '../hooks/use-partner-stores';
import { landingMessages } from '../messages';

const copy = landingMessages.partners;
const PER_SLIDE = LANDING.partnersPerSlide;

// The carousel and its cards load when the section is about to be seen, not with the first
// paint (issue 2's first-page budget); the partners themselves are fetched at once.
const loadPartnerCarousel = () => import('./PartnerCarousel');
const PartnerCarousel = lazy(() =>
  loadPartnerCarousel().then((module) => ({ default: module.PartnerCarousel })),
);

/** Stands in for a slide while the partners or the carousel's code load. */
function SlidePlaceholder() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={5} aria-busy="true">
      {Array.from({ length: PER_SLIDE }, (_, index) => (
        <Skeleton key={index} h="96" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}

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
  const { partners, loading, failed, reload } = usePartnerStores();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { preload: loadPartnerCarousel, hash: '#partners' });
  const [category, setCategory] = useState<CategoryFilter>(null);
  const filtered = useMemo(
    () => (category ? partners.filter((partner) => partner.category === category) : partners),
    [partners, category],
  );

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
          {loading || !near ? (
            <SlidePlaceholder />
          ) : failed ? (
            <ErrorBox message={copy.loadFailed} onRetry={reload} />
          ) : filtered.length === 0 ? (
            <EmptyState title={copy.empty} />
          ) : (
            <Suspense fallback={<SlidePlaceholder />}>
              {/* A new key per category starts the carousel at its first slide. */}
              <PartnerCarousel key={category ?? 'all'} partners={filtered} />
            </Suspense>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
