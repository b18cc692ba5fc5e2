import { Box, Heading, HStack, Stack, Text } from '@platform/shared';
import type { SystemComponentStatus } from '@platform/shared/constants';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { statusMessages } from '../messages';

const LOOK = {
  operational: { palette: 'green', Icon: CircleCheck },
  degraded: { palette: 'orange', Icon: TriangleAlert },
  outage: { palette: 'red', Icon: CircleX },
} as const;

/** The platform's overall state in one sentence, coloured like the component badges. */
export function OverallStatusBanner({ status }: { status: SystemComponentStatus }) {
  const { palette, Icon } = LOOK[status] ?? LOOK.degraded;
  return (
    <Box
      data-status={status}
      colorPalette={palette}
      bg="colorPalette.50"
      borderWidth="1px"
      borderColor="colorPalette.200"
      borderRadius="lg"
      p={{ base: 4, md: 6 }}
    >
      <HStack gap={4} align="flex-start">
        <Box color="colorPalette.600" aria-hidden pt="1">
          <Icon size={32} />
        </Box>
        <Stack gap={1}>
          <Heading as="h2" size="xl" color="colorPalette.800" aria-live="polite">
            {statusMessages.overall[status]}
          </Heading>
          <Text color="colorPalette.800">{statusMessages.overallDetail[status]}</Text>
        </Stack>
      </HStack>
    </Box>
  );
}
