import {
  Box,
  Card,
  Container,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@platform/shared/core';
import { landingIntroMessages } from '../messages';

export function MonetisationModels() {
  const copy = landingIntroMessages.models;
  return (
    <Box as="section" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="6xl">
        <Stack gap={3} mb={10} textAlign="center">
          <Heading as="h2" size="2xl">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          {copy.items.map((model) => (
            <Card.Root key={model.title}>
              <Card.Header>
                <Heading as="h3" size="lg">
                  {model.title}
                </Heading>
                <Text color="fg.muted">{model.description}</Text>
              </Card.Header>
              <Card.Body>
                <List.Root gap={2} ps={5}>
                  {model.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
