import { SimpleGrid, Skeleton, LANDING } from '@platform/shared/core';

/** Stands in for a slide of partners while they or the carousel's code load. */
export function SlidePlaceholder() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={5} aria-busy="true">
      {Array.from({ length: LANDING.partnersPerSlide }, (_, index) => (
        <Skeleton key={index} h="96" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
