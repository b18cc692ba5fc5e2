import {
  Badge,
  Box,
  Card,
  Code,
  getRuntimeConfig,
  Heading,
  List,
  Stack,
  Table,
  Text,
} from '@platform/shared';
import { Code2 } from 'lucide-react';
import { EMBED_API_ANCHOR } from '../../../urls';
import {
  EMBED_ATTRIBUTES,
  embedIframeSnippet,
  embedScriptUrl,
  embedSnippet,
} from '../content/articles';
import { docsMessages } from '../messages';

const copy = docsMessages.embed;

/**
 * The api's base as a merchant's site must write it: the one this page calls (the runtime
 * config), made absolute in case it is configured relative to the page.
 */
function publicApiBase(): string {
  const { apiBaseUrl } = getRuntimeConfig();
  try {
    return new URL(apiBaseUrl, window.location.href).href.replace(/\/+$/, '');
  } catch {
    return apiBaseUrl;
  }
}

function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      tabIndex={0}
      bg="bg.inverted"
      color="fg.inverted"
      borderRadius="md"
      p={4}
      overflowX="auto"
      fontSize="sm"
    >
      <Code bg="transparent" color="inherit" p={0} whiteSpace="pre">
        {text}
      </Code>
    </Box>
  );
}

/** `#embed-api`: how to show a product's card on the merchant's own site (the catalogue's embed dialog links here). */
export function EmbedApiSection() {
  const apiBase = publicApiBase();
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
          <CodeBlock label={copy.snippetLabel} text={embedSnippet(apiBase)} />
          <Text color="fg.muted">{copy.snippetIntro(embedScriptUrl(apiBase))}</Text>
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
            {copy.iframeTitle}
          </Heading>
          <Text color="fg.muted">{copy.iframeIntro}</Text>
          <CodeBlock label={copy.iframeLabel} text={embedIframeSnippet(apiBase)} />
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
