import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Container,
  EmptyState,
  ErrorBox,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@platform/shared';
import { LANDING, PARTNERS, type PartnerCategory } from '@platform/shared/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PartnerStore } from '../api/get-partner-stores';
import { usePartnerStores } from '../hooks/use-partner-stores';
import { landingMessages } from '../messages';
import { PartnerCard } from './PartnerCard';

const copy = landingMessages.partners;
const PER_SLIDE = LANDING.partnersPerSlide;

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

/** Partners in slides of three (spec 1 §2.3 / §9), with previous/next and one dot per slide. */
export function PartnerCarousel({ partners }: { partners: PartnerStore[] }) {
  const [slide, setSlide] = useState(0);
  const slides = Math.max(1, Math.ceil(partners.length / PER_SLIDE));
  const current = Math.min(slide, slides - 1);
  const shown = partners.slice(current * PER_SLIDE, current * PER_SLIDE + PER_SLIDE);

  return (
    <Stack gap={5} aria-roledescription="carrusel" role="region" aria-label={copy.title}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={5} aria-live="polite">
        {shown.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </SimpleGrid>
      {slides > 1 && (
        <HStack justify="center" gap={3}>
          <IconButton
            aria-label={copy.previous}
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setSlide(current - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <HStack gap={2}>
            {Array.from({ length: slides }, (_, index) => (
              <Box
                as="button"
                key={index}
                aria-label={copy.goToPage(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setSlide(index)}
                w={index === current ? 6 : 2.5}
                h={2.5}
                borderRadius="full"
                bg={index === current ? 'brand.600' : 'gray.300'}
                transition="all 0.2s"
                cursor="pointer"
              />
            ))}
          </HStack>
          <VisuallyHidden aria-live="polite">{copy.page(current + 1, slides)}</VisuallyHidden>
          <IconButton
            aria-label={copy.next}
            variant="outline"
            size="sm"
            disabled={current === slides - 1}
            onClick={() => setSlide(current + 1)}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
}

/** The landing page's partner showcase: the category filter and the carousel. */
export function PartnerShowcase() {
  const { partners, loading, failed, reload } = usePartnerStores();
  const [category, setCategory] = useState<CategoryFilter>(null);
  const filtered = useMemo(
    () => (category ? partners.filter((partner) => partner.category === category) : partners),
    [partners, category],
  );

  return (
    <Box as="section" id="partners" py={{ base: 14, md: 20 }} scrollMarginTop="20">
      <Container maxW="6xl">
        <Stack gap={3} mb={8} textAlign="center">
          <Heading as="h2" size="2xl">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <Stack gap={8}>
          <CategoryFilters value={category} onChange={setCategory} />
          {loading ? (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
              {Array.from({ length: PER_SLIDE }, (_, index) => (
                <Skeleton key={index} h="96" borderRadius="lg" />
              ))}
            </SimpleGrid>
          ) : failed ? (
            <ErrorBox message={copy.loadFailed} onRetry={reload} />
          ) : filtered.length === 0 ? (
            <EmptyState title={copy.empty} />
          ) : (
            // A new key per category starts the carousel at its first slide.
            <PartnerCarousel key={category ?? 'all'} partners={filtered} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
