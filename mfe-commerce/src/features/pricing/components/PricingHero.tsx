import type { ReactNode } from 'react';
import { Badge, Box, Container, Heading, Stack, Text } from '@platform/shared';
import { pricingMessages } from '../messages';

const copy = pricingMessages.hero;

/** The page's heading (its one h1), as the public site's pages open, with the billing toggle. */
export function PricingHero({ children }: { children?: ReactNode }) {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="colorPalette.subtle"
      gradientTo="bg"
      pt={{ base: 10, md: 16 }}
      pb={{ base: 8, md: 10 }}
    >
      <Container maxW="4xl">
        <Stack gap={5} align="center" textAlign="center">
          <Badge colorPalette="brand" size="lg" variant="surface">
            {copy.eyebrow}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {copy.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            {copy.subtitle}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
