import { Box, Heading, Stack, Text } from '@platform/shared';
import { Accordion } from '@platform/shared/widgets';
import type { FaqItem } from '../content/faq';

/** One category of the FAQ: its heading and its questions, each opening with its answer. */
export function FaqGroup({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  return (
    <Box as="section" aria-labelledby={`faq-${id}`}>
      <Heading as="h2" size="lg" mb={3} id={`faq-${id}`}>
        {title}
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed" bg="bg">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.ItemTrigger cursor="pointer" py={4}>
              <Text as="span" flex="1" fontWeight="medium" textAlign="start">
                {item.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap={3} color="fg.muted">
                  {item.answer.map((paragraph) => (
                    <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
