import { useId } from 'react';
import { MessagesSquare } from 'lucide-react';
import { Box, Button, Heading, Link, RouterLink, Stack, Text } from '@platform/shared';
import { pricingMessages } from '../messages';

const copy = pricingMessages.advice;

/**
 * The grid's free column (`hasFreeColumn`): help to choose, with links to contact and help. It
 * is not a plan: the api publishes no third plan, and a priceless "enterprise" tier would promise
 * what the platform does not sell.
 */
export function AdviceCard() {
  const titleId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      h="full"
      gap={4}
      p={6}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="2xl"
      bg="bg.subtle"
      justify="center"
    >
      <Box color="colorPalette.fg" aria-hidden>
        <MessagesSquare size={32} />
      </Box>
      <Heading as="h3" size="lg" id={titleId}>
        {copy.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {copy.description}
      </Text>
      <Stack gap={3} align="flex-start">
        <Button asChild variant="outline" w="full">
          <RouterLink to="/contact">{copy.contact}</RouterLink>
        </Button>
        <Link asChild color="colorPalette.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to="/help">{copy.help}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
