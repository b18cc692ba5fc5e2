import type { ReactNode } from 'react';
import { Link, RouterLink, Skeleton, Stack, type UseQueryResult } from '@platform/shared';
import { TriangleAlert } from 'lucide-react';
import { ListNotice } from './ListNotice';

/** The 'Ver todos' link at the right of a card's title. */
export function SeeAllLink({ to, label, text }: { to: string; label: string; text: string }) {
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
export function CardList<T>({ query, errorText, empty, children }: CardListProps<T>) {
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
