import { Box, Heading, Text } from '@platform/shared';
import { Accordion } from '@platform/shared/widgets';
import { AccordionEntry } from '../../../ui/AccordionEntry';
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
          <AccordionEntry
            key={item.id}
            value={item.id}
            trigger={
              <Text as="span" flex="1" fontWeight="medium" textAlign="start">
                {item.question}
              </Text>
            }
            bodyColor="fg.muted"
          >
            {item.answer.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
          </AccordionEntry>
        ))}
      </Accordion.Root>
    </Box>
  );
}
