import { HStack, Text } from '@platform/shared';
import { Star, StarHalf } from 'lucide-react';
import { storesMessages } from '../messages';

export const formatRating = (rating: number) =>
  new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  );

/** The stars' yellow fill is too light for 3:1 on white: their outline carries the contrast. */
const FILL = 'var(--chakra-colors-yellow-solid)';

/** Five stars for a rating (halves shown), read as '4,8 de 5 estrellas'. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <HStack
      gap={0.5}
      role="img"
      aria-label={storesMessages.rating.label(formatRating(rating))}
      color="yellow.fg"
    >
      {[1, 2, 3, 4, 5].map((position) =>
        rounded >= position ? (
          <Star key={position} size={size} fill={FILL} aria-hidden />
        ) : rounded === position - 0.5 ? (
          <StarHalf key={position} size={size} fill={FILL} aria-hidden />
        ) : (
          <Star
            key={position}
            size={size}
            color="var(--chakra-colors-border-emphasized)"
            aria-hidden
          />
        ),
      )}
    </HStack>
  );
}

/** A store's stars and its rating ('4,8'), or `emptyText` while it has no reviews. */
export function RatingSummary({ rating, emptyText }: { rating: number | null; emptyText: string }) {
  if (rating === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <HStack gap={2}>
      <StarRating rating={rating} />
      <Text fontWeight="semibold" aria-hidden>
        {formatRating(rating)}
      </Text>
    </HStack>
  );
}
