import { useState } from 'react';
import {
  Box,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  VisuallyHidden,
  LANDING,
} from '@platform/shared/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PartnerStore } from '../api/get-partner-stores';
import { landingMessages } from '../messages';
import { PartnerCard } from './PartnerCard';

const copy = landingMessages.partners;
const PER_SLIDE = LANDING.partnersPerSlide;

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
                bg={index === current ? 'brand.solid' : 'border.emphasized'}
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
