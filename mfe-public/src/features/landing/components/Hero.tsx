import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  RouterLink,
  Stack,
  Text,
} from '@platform/shared/core';
import { landingIntroMessages } from '../messages';

export function Hero() {
  const copy = landingIntroMessages.hero;
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="bg" py={{ base: 16, md: 24 }}>
      <Container maxW="6xl">
        <Stack gap={6} maxW="3xl">
          <Badge colorPalette="brand" alignSelf="flex-start" size="lg">
            {copy.badge}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {copy.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {copy.subtitle}
          </Text>
          <HStack gap={3} wrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/register">{copy.primaryCta}</RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/pricing">{copy.secondaryCta}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
