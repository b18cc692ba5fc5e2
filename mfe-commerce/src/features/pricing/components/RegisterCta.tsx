import { Box, Button, Heading, HStack, RouterLink, Stack, Text } from '@platform/shared';
import { pricingMessages } from '../messages';

const copy = pricingMessages.cta;

/** The visitor's closing call to register (spec 2 §2), as the public pages end theirs. */
export function RegisterCta() {
  return (
    <Box
      as="section"
      aria-labelledby="pricing-cta-title"
      colorPalette="brand"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      borderRadius="2xl"
      px={{ base: 6, md: 10 }}
      py={{ base: 8, md: 10 }}
    >
      <Stack gap={4} align={{ base: 'stretch', md: 'flex-start' }}>
        <Heading as="h2" size="xl" id="pricing-cta-title">
          {copy.title}
        </Heading>
        <Text maxW="2xl">{copy.description}</Text>
        <HStack gap={3} wrap="wrap">
          <Button
            asChild
            size="lg"
            bg="colorPalette.contrast"
            color="colorPalette.fg"
            _hover={{ bg: 'colorPalette.subtle' }}
          >
            <RouterLink to="/register">{copy.register}</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="colorPalette.contrast"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/help">{copy.help}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
