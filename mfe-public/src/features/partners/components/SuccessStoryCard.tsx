import { Quote } from 'lucide-react';
import { Box, Card, formatNumber, HStack, Stack, Text } from '@platform/shared';
import type { PublicStore, SuccessStory } from '../../stores';
import { StoreLogo } from '../../stores';
import { partnersMessages } from '../messages';

const copy = partnersMessages;

/** A partner's success story: the quote, how many subscribers and where it delivers. */
export function SuccessStoryCard({
  partner,
  story,
}: {
  partner: PublicStore;
  story: SuccessStory;
}) {
  return (
    <Card.Root as="figure" variant="subtle" bg="brand.subtle" height="100%" m={0}>
      <Card.Body gap={4}>
        <Box color="brand.fg" aria-hidden>
          <Quote size={28} />
        </Box>
        <Text as="blockquote" fontSize="lg" lineHeight="tall" flex="1">
          {story.quote}
        </Text>
        <HStack as="figcaption" gap={3}>
          <StoreLogo
            name={partner.name}
            logo={partner.logo}
            category={partner.category}
            size="md"
          />
          <Stack gap={0}>
            <Text fontWeight="semibold">{partner.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {copy.subscribers(formatNumber(story.subscribers))} · {copy.coverage(story.coverage)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
