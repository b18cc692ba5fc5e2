import {
  Badge,
  Box,
  Card,
  formatCLP,
  formatDate,
  formatNumber,
  HStack,
  Link,
  Stack,
  Text,
  Wrap,
} from '@platform/shared/core';
import { BadgeCheck, ExternalLink, Star } from 'lucide-react';
import type { PartnerStore } from '../api/get-partner-stores';
import { landingMessages } from '../messages';
import { partnerRating } from '../partner-rating';
import { StoreLogo } from '../../stores';

const copy = landingMessages.partners;

const oneDecimal = new Intl.NumberFormat('es-CL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
// 'marzo de 2024': the calendar day as written, never shifted by a time zone.
const monthYear = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function clientSinceLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : monthYear.format(date);
}

/** One partner store of the landing carousel, with every field of spec 1 §2.3. */
export function PartnerCard({ partner }: { partner: PartnerStore }) {
  const { rating, reviewCount } = partnerRating(partner.reviews);
  const latest = partner.reviews[0];
  return (
    <Card.Root as="article" h="full" aria-label={partner.name}>
      <Card.Header>
        <HStack gap={3} align="flex-start">
          <StoreLogo name={partner.name} logo={partner.logo} category={partner.category} />
          <Stack gap={1} flex="1" minW={0}>
            <Text as="h3" fontWeight="semibold" fontSize="lg" lineHeight="short">
              {partner.name}
            </Text>
            <Wrap gap={1}>
              <Badge colorPalette="brand" variant="subtle">
                {partner.category}
              </Badge>
              {partner.featured && <Badge colorPalette="yellow">{copy.featured}</Badge>}
              {partner.isPartner && <Badge variant="outline">{copy.partner}</Badge>}
            </Wrap>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap={3} pt={3}>
        <HStack gap={1} fontSize="sm">
          {rating === null ? (
            <Text color="fg.muted">{copy.noReviews}</Text>
          ) : (
            <>
              <Box color="yellow.fg" aria-hidden>
                <Star size={16} fill="var(--chakra-colors-yellow-solid)" />
              </Box>
              <Text fontWeight="semibold" aria-label={copy.ratingLabel(oneDecimal.format(rating))}>
                {oneDecimal.format(rating)}
              </Text>
              <Text color="fg.muted">({copy.reviewCount(reviewCount)})</Text>
            </>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {partner.description}
        </Text>
        <Wrap gap={1}>
          {partner.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="surface">
              {tag}
            </Badge>
          ))}
        </Wrap>
        <Stack gap={0} fontSize="sm">
          <Text fontWeight="medium">
            {copy.startingPrice(formatCLP(partner.startingPrice))} · {partner.deliveryFrequency}
          </Text>
          <Text color="fg.muted">{copy.clientSince(clientSinceLabel(partner.clientSince))}</Text>
        </Stack>
        {partner.successStory && (
          <Box as="figure" borderStartWidth="3px" borderColor="brand.border" ps={3} m={0}>
            <Text as="blockquote" fontSize="sm" fontStyle="italic">
              “{partner.successStory.quote}”
            </Text>
            <Text as="figcaption" fontSize="xs" color="fg.muted" mt={1}>
              {copy.subscribers(formatNumber(partner.successStory.subscribers))} ·{' '}
              {partner.successStory.coverage}
            </Text>
          </Box>
        )}
        {latest && (
          <Box bg="bg.subtle" borderRadius="md" p={3} fontSize="sm">
            <Text>“{latest.comment}”</Text>
            <HStack gap={1} mt={1} fontSize="xs" color="fg.muted" wrap="wrap">
              <Text>
                {latest.customerName} · {'★'.repeat(latest.rating)} · {formatDate(latest.date)}
              </Text>
              {latest.verified && (
                <HStack gap={1} color="fg.success">
                  <BadgeCheck size={14} aria-hidden />
                  <Text>{copy.verified}</Text>
                </HStack>
              )}
            </HStack>
          </Box>
        )}
      </Card.Body>
      <Card.Footer>
        <Link href={partner.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {copy.visit} <ExternalLink size={14} aria-hidden />
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
