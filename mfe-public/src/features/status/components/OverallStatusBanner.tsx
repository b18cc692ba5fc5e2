import { Box, Heading, HStack, Stack, Text } from '@platform/shared';
import type { SystemComponentStatus } from '@platform/shared/constants';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { statusMessages } from '../messages';

const LOOK = {
  operational: { palette: 'green', tone: 'success', Icon: CircleCheck },
  degraded: { palette: 'orange', tone: 'warning', Icon: TriangleAlert },
  outage: { palette: 'red', tone: 'error', Icon: CircleX },
} as const;

/** The platform's overall state in one sentence, coloured like the component badges. */
export function OverallStatusBanner({ status }: { status: SystemComponentStatus }) {
  const { palette, tone, Icon } = LOOK[status] ?? LOOK.degraded;
  return (
    <Box
      data-status={status}
      colorPalette={palette}
      bg={`bg.${tone}`}
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderRadius="lg"
      p={{ base: 4, md: 6 }}
    >
      <HStack gap={4} align="flex-start" color={`fg.${tone}`}>
        <Box aria-hidden pt="1">
          <Icon size={32} />
        </Box>
        <Stack gap={1}>
          <Heading as="h2" size="xl" aria-live="polite">
            {statusMessages.overall[status]}
          </Heading>
          <Text>{statusMessages.overallDetail[status]}</Text>
        </Stack>
      </HStack>
    </Box>
  );
}
