import type { ReactNode } from 'react';
import { Link, RouterLink, Skeleton, Stack, type UseQueryResult } from '@platform/shared';
import { TriangleAlert } from 'lucide-react';
import { ListNotice } from './ListNotice';
import { SectionCard } from './SectionCard';

/** The 'Ver todos' link at the right of a card's title. */
function SeeAllLink({ to, label, text }: { to: string; label: string; text: string }) {
  return (
    <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
      <RouterLink to={to} aria-label={label}>
        {text}
      </RouterLink>
    </Link>
  );
}

interface CardListProps<T> {
  query: UseQueryResult<T[]>;
  /** The spec's text when the list could not be loaded. */
  errorText: string;
  /** The spec's text, and its icon, when there is nothing to list. */
  empty: { icon: ReactNode; text: string };
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}

/** A card's short list: skeleton rows while loading, its error, its empty state or the items. */
function CardList<T>({ query, errorText, empty, children }: CardListProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap={3}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ListNotice tone="error" icon={<TriangleAlert />} text={errorText} />;
  if (query.data.length === 0) return <ListNotice icon={empty.icon} text={empty.text} />;
  return (
    <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
      {query.data.map(children)}
    </Stack>
  );
}

interface ListCardProps<T> {
  /** The card's texts (spec 1 §2.9): its title, its 'Ver todos' link, the list's error and empty state. */
  text: { title: string; seeAll: string; seeAllLabel: string; error: string; empty: string };
  /** Where 'Ver todos' goes: the full list, filtered and sorted as the card's. */
  seeAllTo: string;
  /** The tour step that points at this card (`data-tour`). */
  tourTarget: string;
  query: UseQueryResult<T[]>;
  /** The icon of the empty state. */
  emptyIcon: ReactNode;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}

/** A dashboard card with a short list of the first items of a page, and a link to that page. */
export function ListCard<T>({
  text,
  seeAllTo,
  tourTarget,
  query,
  emptyIcon,
  children,
}: ListCardProps<T>) {
  return (
    <SectionCard
      title={text.title}
      action={<SeeAllLink to={seeAllTo} label={text.seeAllLabel} text={text.seeAll} />}
      tourTarget={tourTarget}
    >
      <CardList query={query} errorText={text.error} empty={{ icon: emptyIcon, text: text.empty }}>
        {children}
      </CardList>
    </SectionCard>
  );
}
