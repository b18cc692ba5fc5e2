import { Box, Heading, HStack, List, Stack, Text } from '@platform/shared';
import { Accordion } from '@platform/shared/widgets';
import { Lightbulb } from 'lucide-react';
import type { DocsBlock, DocsCategory } from '../content/articles';
import { AccordionEntry } from '../../../ui/AccordionEntry';
import { docsMessages } from '../messages';

function Block({ block }: { block: DocsBlock }) {
  if (block.kind === 'steps') {
    return (
      <List.Root as="ol" gap={2} ps={5}>
        {block.items?.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    );
  }
  if (block.kind === 'tip') {
    return (
      <HStack align="flex-start" gap={2} bg="brand.subtle" borderRadius="md" p={3} color="fg">
        <Box color="brand.fg" pt="1" aria-hidden>
          <Lightbulb size={16} />
        </Box>
        <Text>
          <Text as="span" fontWeight="semibold">
            {docsMessages.tip}:{' '}
          </Text>
          {block.text}
        </Text>
      </HStack>
    );
  }
  return <Text>{block.text}</Text>;
}

/** A documentation category: its heading (an anchor target) and its articles, each opening in place. */
export function DocsCategorySection({
  category,
  expandAll,
}: {
  category: DocsCategory;
  expandAll: boolean;
}) {
  const ids = category.articles.map((article) => article.id);
  return (
    <Box
      as="section"
      id={category.id}
      aria-labelledby={`${category.id}-title`}
      scrollMarginTop="24"
    >
      <Stack gap={1} mb={3}>
        <Heading as="h2" size="lg" id={`${category.id}-title`}>
          {category.title}
        </Heading>
        <Text color="fg.muted">{category.description}</Text>
      </Stack>
      {/* Searching opens the matching articles; the key remounts the accordion when that changes. */}
      <Accordion.Root
        key={expandAll ? 'open' : 'closed'}
        collapsible
        multiple
        variant="enclosed"
        bg="bg"
        defaultValue={expandAll ? ids : []}
      >
        {category.articles.map((article) => (
          <AccordionEntry
            key={article.id}
            value={article.id}
            id={`${category.id}-${article.id}`}
            trigger={
              <Stack gap={0.5} flex="1" textAlign="start">
                <Text as="span" fontWeight="semibold">
                  {article.title}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted">
                  {article.summary}
                </Text>
              </Stack>
            }
          >
            {article.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </AccordionEntry>
        ))}
      </Accordion.Root>
    </Box>
  );
}
