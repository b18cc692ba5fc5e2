import { Box, Heading, SimpleGrid, Stack, Text } from '@platform/shared/core';
import { BarChart3, CalendarClock, CreditCard, Truck } from 'lucide-react';
import { landingIntroMessages } from '../messages';
import { LandingSection } from './LandingSection';

const icons = [CalendarClock, CreditCard, Truck, BarChart3];

export function Features() {
  const copy = landingIntroMessages.features;
  return (
    <LandingSection id="caracteristicas" text={copy}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
        {copy.items.map((item, index) => {
          const Icon = icons[index] ?? CalendarClock;
          return (
            <Stack key={item.title} gap={3} p={6} borderWidth="1px" borderRadius="lg" bg="bg">
              <Box color="brand.fg">
                <Icon size={28} aria-hidden />
              </Box>
              <Heading as="h3" size="md">
                {item.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {item.description}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
