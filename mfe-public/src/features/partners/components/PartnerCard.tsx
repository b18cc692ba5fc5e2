import { ExternalLink } from 'lucide-react';
import { Card, Heading, HStack, Link, Stack, Text } from '@platform/shared';
import type { PublicStore } from '../../stores';
import { formatRating, StarRating } from '../../stores';
import { StoreLogo } from '../../stores';
import { partnersMessages } from '../messages';

const copy = partnersMessages;

/** A partner company: logo, name, what it does, its rating, since when it is a client and its site. */
export function PartnerCard({ partner }: { partner: PublicStore }) {
  return (
    <Card.Root
      as="article"
      aria-labelledby={`partner-${partner.id}`}
      variant="outline"
      height="100%"
    >
      <Card.Body gap={3}>
        <HStack gap={3}>
          <StoreLogo name={partner.name} logo={partner.logo} category={partner.category} />
          <Stack gap={0}>
            <Heading as="h3" size="md" id={`partner-${partner.id}`}>
              {partner.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {partner.category} · {copy.clientSince(partner.clientSince.slice(0, 4))}
            </Text>
          </Stack>
        </HStack>
        <Text color="fg.muted" flex="1">
          {partner.description}
        </Text>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          {partner.rating !== null ? (
            <HStack gap={2}>
              <StarRating rating={partner.rating} />
              <Text fontWeight="semibold" aria-hidden>
                {formatRating(partner.rating)}
              </Text>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {copy.noRating}
            </Text>
          )}
          <Link
            href={partner.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.visitLabel(partner.name)}
            color="brand.700"
            fontWeight="medium"
            fontSize="sm"
          >
            {copy.visit} <ExternalLink size={14} aria-hidden />
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
