import { MessageSquareText } from 'lucide-react';
import {
  Badge,
  Box,
  Button,
  Card,
  formatCLP,
  Heading,
  HStack,
  Stack,
  Text,
  Wrap,
} from '@platform/shared';
import type { PublicStore } from '../api/list-public-stores';
import { VisitSiteLink } from '../../../ui/VisitSiteLink';
import { storesMessages } from '../messages';
import { RatingSummary } from './StarRating';
import { StoreLogo } from './StoreLogo';

const copy = storesMessages.card;

/** A store of the catalogue: who it is, what it sends and how often, its rating and a way to its reviews and site. */
export function StoreCard({
  store,
  onShowReviews,
}: {
  store: PublicStore;
  onShowReviews: (store: PublicStore) => void;
}) {
  return (
    <Card.Root as="article" aria-labelledby={`store-${store.id}`} variant="outline" height="100%">
      <Card.Body gap={4}>
        <HStack gap={3} align="flex-start">
          <StoreLogo name={store.name} logo={store.logo} category={store.category} />
          <Stack gap={1} flex="1" minW="0">
            <Heading as="h3" size="md" id={`store-${store.id}`}>
              {store.name}
            </Heading>
            <Wrap gap={1.5}>
              <Badge variant="outline">{store.category}</Badge>
              {store.featured && (
                <Badge colorPalette="yellow" variant="subtle">
                  {copy.featured}
                </Badge>
              )}
              {store.isPartner && (
                <Badge colorPalette="brand" variant="subtle">
                  {copy.partner}
                </Badge>
              )}
            </Wrap>
          </Stack>
        </HStack>
        <Text color="fg.muted" flex="1">
          {store.description}
        </Text>
        {store.tags.length > 0 && (
          <Wrap gap={1.5} aria-label={copy.tags} role="list">
            {store.tags.map((tag) => (
              <Badge key={tag} role="listitem" variant="surface" colorPalette="gray" size="sm">
                {tag}
              </Badge>
            ))}
          </Wrap>
        )}
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Stack gap={0}>
            <Text fontWeight="semibold">{copy.from(formatCLP(store.startingPrice))}</Text>
            <Text fontSize="sm" color="fg.muted">
              {copy.frequency(store.deliveryFrequency)}
            </Text>
          </Stack>
          <RatingSummary rating={store.rating} emptyText={copy.noReviews} />
        </HStack>
      </Card.Body>
      <Card.Footer gap={2} flexWrap="wrap">
        {store.reviewCount > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onShowReviews(store)}
            aria-label={copy.reviewsLabel(store.name, store.reviewCount)}
          >
            <MessageSquareText aria-hidden /> {copy.reviews(store.reviewCount)}
          </Button>
        )}
        <Box flex="1" />
        <VisitSiteLink href={store.url} hint={copy.visitHint(store.name)}>
          {copy.visit}
        </VisitSiteLink>
      </Card.Footer>
    </Card.Root>
  );
}
