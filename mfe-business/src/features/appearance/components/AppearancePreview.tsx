import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@platform/shared';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn, WHITE } from '../colors';
import { appearanceMessages } from '../messages';

const copy = appearanceMessages.preview;

export interface AppearancePreviewProps {
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  showStoreName: boolean;
  roundedButtons: boolean;
}

/**
 * A small picture of the store with the chosen logo, colours and preferences: the header in the
 * primary colour, the main button in the secondary one. Texts on them are white or ink, whichever
 * reads better, and the picture is decorative for assistive technologies (its choices are in the
 * form beside it).
 */
export function AppearancePreview({
  primaryColor,
  secondaryColor,
  logoUrl,
  showStoreName,
  roundedButtons,
}: AppearancePreviewProps) {
  const onPrimary = readableTextOn(primaryColor);
  const onSecondary = readableTextOn(secondaryColor);
  const radius = roundedButtons ? 'full' : 'none';
  return (
    <Stack gap={2} as="figure" aria-labelledby="appearance-preview-title">
      <Text as="figcaption" id="appearance-preview-title" fontWeight="semibold" fontSize="sm">
        {copy.title}
      </Text>
      <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg" aria-hidden>
        <Flex
          bg={primaryColor}
          color={onPrimary}
          px={4}
          py={3}
          align="center"
          justify="space-between"
          gap={3}
          data-part="header"
        >
          <HStack gap={2} minW={0}>
            {logoUrl ? (
              <Image src={logoUrl} alt="" maxH="8" maxW="24" objectFit="contain" />
            ) : (
              <Box
                boxSize="8"
                borderRadius="md"
                borderWidth="2px"
                borderColor={onPrimary}
                display="grid"
                placeItems="center"
                fontWeight="bold"
                fontSize="sm"
              >
                {copy.storeName.charAt(0)}
              </Box>
            )}
            {showStoreName && (
              <Text fontWeight="semibold" truncate>
                {copy.storeName}
              </Text>
            )}
          </HStack>
          <HStack gap={3} fontSize="xs" display={{ base: 'none', sm: 'flex' }}>
            {copy.menu.map((item) => (
              <Text key={item}>{item}</Text>
            ))}
          </HStack>
        </Flex>
        <Stack gap={3} px={4} py={5} align="flex-start">
          <Heading as="p" size="sm" color="fg">
            {copy.headline}
          </Heading>
          <Text fontSize="sm" color={primaryColor} fontWeight="medium" textDecoration="underline">
            {copy.link}
          </Text>
          <Button
            size="sm"
            bg={secondaryColor}
            color={onSecondary}
            borderRadius={radius}
            tabIndex={-1}
            data-part="button"
          >
            {copy.button}
          </Button>
        </Stack>
      </Box>
      {contrastRatio(primaryColor, WHITE) < MIN_TEXT_CONTRAST && (
        <Text fontSize="sm" color="fg.warning">
          {copy.lowContrast}
        </Text>
      )}
    </Stack>
  );
}
