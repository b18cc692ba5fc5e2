import { Card, Heading, HStack, Stack, Text } from '@platform/shared';
import type { PublicStore } from '../../stores';
import { RatingSummary, StoreLogo } from '../../stores';
import { VisitSiteLink } from '../../../ui/VisitSiteLink';
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
          <RatingSummary rating={partner.rating} emptyText={copy.noRating} />
          <VisitSiteLink href={partner.url} hint={copy.visitHint(partner.name)}>
            {copy.visit}
          </VisitSiteLink>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
