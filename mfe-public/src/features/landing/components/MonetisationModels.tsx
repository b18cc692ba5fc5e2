import { Card, Heading, List, SimpleGrid, Text } from '@platform/shared/core';
import { landingIntroMessages } from '../messages';
import { LandingSection } from './LandingSection';

export function MonetisationModels() {
  const copy = landingIntroMessages.models;
  return (
    <LandingSection bg="bg.subtle" text={copy}>
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
    </LandingSection>
  );
}
