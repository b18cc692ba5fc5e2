import { useMemo } from 'react';
import { EmptyState, ErrorBox, useQuery } from '@platform/shared';
import type { PartnerCategory } from '@platform/shared/core';
import { partnerStoresQuery } from '../api/get-partner-stores';
import { landingMessages } from '../messages';
import { PartnerCarousel } from './PartnerCarousel';
import { SlidePlaceholder } from './SlidePlaceholder';

const copy = landingMessages.partners;

/**
 * The partners of a category in the carousel, with their loading, error and empty states. It is
 * the showcase's lazily loaded part: the partners are asked for only when the section comes near
 * the screen, and the query library stays out of the landing's first render.
 */
export default function PartnerSlides({ category }: { category: PartnerCategory | null }) {
  const partners = useQuery(partnerStoresQuery());
  const filtered = useMemo(
    () =>
      category
        ? (partners.data ?? []).filter((partner) => partner.category === category)
        : (partners.data ?? []),
    [partners.data, category],
  );

  if (partners.isPending) return <SlidePlaceholder />;
  if (partners.isError) {
    return <ErrorBox message={copy.loadFailed} onRetry={() => void partners.refetch()} />;
  }
  if (filtered.length === 0) return <EmptyState title={copy.empty} />;
  // A new key per category starts the carousel at its first slide.
  return <PartnerCarousel key={category ?? 'all'} partners={filtered} />;
}
