import { Badge, Box, Card, Code, Heading, List, Stack, Table, Text } from '@platform/shared';
import { Code2 } from 'lucide-react';
import { EMBED_API_ANCHOR } from '../../../urls';
import { EMBED_ATTRIBUTES, EMBED_SNIPPET } from '../content/articles';
import { docsMessages } from '../messages';

const copy = docsMessages.embed;

/** `#embed-api`: how to put a product's subscribe button on the merchant's own site (the catalogue's embed dialog links here). */
export function EmbedApiSection() {
  return (
    <Card.Root
      as="section"
      id={EMBED_API_ANCHOR}
      aria-labelledby={`${EMBED_API_ANCHOR}-title`}
      variant="outline"
      scrollMarginTop="24"
      borderColor="brand.muted"
    >
      <Card.Body gap={5}>
        <Stack gap={2}>
          <Heading
            as="h2"
            size="lg"
            id={`${EMBED_API_ANCHOR}-title`}
            display="flex"
            alignItems="center"
            gap={2}
          >
            <Code2 size={22} aria-hidden /> {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.intro}</Text>
        </Stack>

        <Stack gap={2}>
          <Heading as="h3" size="md">
            {copy.howTitle}
          </Heading>
          <List.Root as="ol" gap={1} ps={5}>
            {copy.how.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Stack>

        <Stack gap={2}>
          <Heading as="h3" size="md">
            {copy.snippetTitle}
          </Heading>
          <Box
            as="pre"
            aria-label={copy.snippetLabel}
            tabIndex={0}
            bg="bg.inverted"
            color="fg.inverted"
            borderRadius="md"
            p={4}
            overflowX="auto"
            fontSize="sm"
          >
            <Code bg="transparent" color="inherit" p={0} whiteSpace="pre">
              {EMBED_SNIPPET}
            </Code>
          </Box>
        </Stack>

        <Stack gap={2}>
          <Heading as="h3" size="md">
            {copy.attributesTitle}
          </Heading>
          <Box overflowX="auto">
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{copy.attributeColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{copy.requiredColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{copy.descriptionColumn}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {EMBED_ATTRIBUTES.map((attribute) => (
                  <Table.Row key={attribute.name}>
                    <Table.Cell>
                      <Code whiteSpace="nowrap">{attribute.name}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={attribute.required ? 'brand' : 'gray'} variant="subtle">
                        {attribute.required ? copy.yes : copy.no}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell minW="60">{attribute.description}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>

        <Stack gap={2}>
          <Heading as="h3" size="md">
            {copy.notesTitle}
          </Heading>
          <List.Root gap={1} ps={5}>
            {copy.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
