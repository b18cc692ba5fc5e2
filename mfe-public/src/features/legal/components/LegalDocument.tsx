import {
  Box,
  Container,
  Grid,
  Heading,
  Link,
  List,
  PageHeader,
  Stack,
  Text,
} from '@platform/shared';
import type { LegalDocumentContent } from '../content/types';
import { legalMessages } from '../messages';
import { LegalContactDetails } from './LegalContactDetails';

/** A legal page: title and date, a table of contents, numbered sections and the contact details. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={content.title} subtitle={legalMessages.updatedOn(content.updatedOn)} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' }}
        gap={10}
        alignItems="start"
      >
        <Box
          as="nav"
          aria-labelledby="legal-toc"
          position={{ lg: 'sticky' }}
          top={{ lg: 24 }}
          borderWidth={{ base: '1px', lg: 0 }}
          borderRadius="lg"
          p={{ base: 4, lg: 0 }}
        >
          <Heading as="h2" size="sm" mb={2} id="legal-toc">
            {legalMessages.tableOfContents}
          </Heading>
          <List.Root listStyle="none" gap={1}>
            {content.sections.map((section) => (
              <List.Item key={section.id}>
                <Link
                  href={`#${section.id}`}
                  color="fg.muted"
                  fontSize="sm"
                  _hover={{ color: 'brand.fg' }}
                >
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack as="article" gap={8} maxW="3xl" lineHeight="tall">
          <Stack gap={3}>
            {content.intro.map((paragraph) => (
              <Text key={paragraph} fontSize="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
          {content.sections.map((section) => (
            <Box
              as="section"
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              scrollMarginTop="24"
            >
              <Heading as="h2" size="lg" mb={3} id={`${section.id}-title`}>
                {section.title}
              </Heading>
              <Stack gap={3}>
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.list && (
                  <List.Root gap={2} ps={5}>
                    {section.list.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                )}
                {section.after?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.contact && <LegalContactDetails />}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
