import { lazy, Suspense, useRef, useState } from 'react';
import { Stack, PARTNERS, type PartnerCategory } from '@platform/shared/core';
import { useNearViewport } from '../hooks/use-near-viewport';
import { FilterChips } from '../../../ui/FilterChips';
import { landingMessages } from '../messages';
import { LandingSection } from './LandingSection';
import { SlidePlaceholder } from './SlidePlaceholder';

const copy = landingMessages.partners;

// The partners, their query (and so the query library) and the carousel load when the section is
// about to be seen, not with the first paint (issue 2's first-page budget): this module and
// everything it imports take only `@platform/shared/core`.
const loadPartnerSlides = () => import('./PartnerSlides');
const PartnerSlides = lazy(loadPartnerSlides);

const CATEGORY_OPTIONS = PARTNERS.categories.map((category) => ({
  value: category,
  label: category,
}));

/** The landing page's partner showcase: the category filter and the carousel. */
export function PartnerShowcase() {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { preload: loadPartnerSlides, hash: '#partners' });
  const [category, setCategory] = useState<PartnerCategory | null>(null);

  return (
    <LandingSection id="partners" sectionRef={sectionRef} text={copy} headingGap={8}>
      <Stack gap={8}>
        <FilterChips
          label={copy.categoriesLabel}
          allLabel={PARTNERS.allCategoriesLabel}
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={setCategory}
          centered
          colorPalette="brand"
        />
        {near ? (
          <Suspense fallback={<SlidePlaceholder />}>
            <PartnerSlides category={category} />
          </Suspense>
        ) : (
          <SlidePlaceholder />
        )}
      </Stack>
    </LandingSection>
  );
}
