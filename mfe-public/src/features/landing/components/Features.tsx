import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@platform/shared/core';
import { BarChart3, CalendarClock, CreditCard, Truck } from 'lucide-react';
import { landingIntroMessages } from '../messages';

const icons = [CalendarClock, CreditCard, Truck, BarChart3];

export function Features() {
  const copy = landingIntroMessages.features;
  return (
    <Box as="section" id="caracteristicas" py={{ base: 14, md: 20 }} scrollMarginTop="20">
      <Container maxW="6xl">
        <Stack gap={3} mb={10} textAlign="center">
          <Heading as="h2" size="2xl">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
          {copy.items.map((item, index) => {
            const Icon = icons[index] ?? CalendarClock;
            return (
              <Stack key={item.title} gap={3} p={6} borderWidth="1px" borderRadius="lg" bg="bg">
                <Box color="brand.600">
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
      </Container>
    </Box>
  );
}
