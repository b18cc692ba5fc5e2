import { useId } from 'react';
import { Box, Card, Heading, HStack, List, Text } from '@platform/shared';
import { Info } from 'lucide-react';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.info;

/** The info panel (spec 2 §2): how the rules apply, from §4 and §5. */
export function ShippingRulesInfo() {
  const titleId = useId();
  return (
    <Card.Root
      as="section"
      aria-labelledby={titleId}
      variant="outline"
      colorPalette="blue"
      bg="colorPalette.subtle"
      borderColor="colorPalette.muted"
    >
      <Card.Body gap={3} p={{ base: 4, md: 5 }}>
        <HStack gap={2} color="colorPalette.fg">
          <Box aria-hidden flexShrink={0}>
            <Info size={18} />
          </Box>
          <Heading as="h2" size="sm" id={titleId}>
            {copy.title}
          </Heading>
        </HStack>
        <List.Root gap={2} ps={5} fontSize="sm">
          {copy.points.map((point) => (
            <List.Item key={point}>
              <Text as="span">{point}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
