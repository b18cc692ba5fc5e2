import { BadgeCheck, X } from 'lucide-react';
import {
  Badge,
  Box,
  formatDate,
  Heading,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import type { PublicStore } from '../api/list-public-stores';
import { storesMessages } from '../messages';
import { formatRating, StarRating } from './StarRating';

const copy = storesMessages.reviewsDialog;

/**
 * The reviews of one store in a modal (loaded with the overlay code on first open). Focus moves
 * into it, Escape or the close button closes it and gives focus back to the button that opened it.
 */
export default function ReviewsDialog({
  store,
  onClose,
  returnFocusTo,
}: {
  store: PublicStore;
  onClose: () => void;
  /** The button that opened the dialog (the dialog has no trigger of its own). */
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open
      finalFocusEl={returnFocusTo ? () => returnFocusTo : undefined}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.title(store.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {store.rating !== null && (
                <HStack gap={3} mb={5} p={4} bg="bg.subtle" borderRadius="lg">
                  <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                    {formatRating(store.rating)}
                  </Text>
                  <Stack gap={1}>
                    <StarRating rating={store.rating} size={18} />
                    <Text fontSize="sm" color="fg.muted">
                      {copy.basedOn(store.reviewCount)}
                    </Text>
                  </Stack>
                </HStack>
              )}
              {store.reviews.length === 0 ? (
                <Text color="fg.muted">{copy.empty}</Text>
              ) : (
                <Stack as="ul" gap={4} listStyleType="none">
                  {store.reviews.map((review) => (
                    <Box as="li" key={review.id} borderBottomWidth="1px" pb={4}>
                      <HStack justify="space-between" align="flex-start" gap={2} wrap="wrap">
                        <Stack gap={1}>
                          <Heading as="h3" size="sm">
                            {review.customerName}
                          </Heading>
                          <StarRating rating={review.rating} size={14} />
                        </Stack>
                        <Text fontSize="sm" color="fg.muted">
                          {formatDate(review.date)}
                        </Text>
                      </HStack>
                      {review.verified && (
                        <Badge colorPalette="green" variant="subtle" size="sm" mt={2}>
                          <BadgeCheck size={12} aria-hidden /> {copy.verified}
                        </Badge>
                      )}
                      <Text mt={2}>{review.comment}</Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label={copy.close} variant="ghost" size="sm">
                <X />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
