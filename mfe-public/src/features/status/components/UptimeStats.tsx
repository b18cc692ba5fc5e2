import { Box, Heading, SimpleGrid, Stat } from '@platform/shared';
import { formatPercent } from '@platform/shared';
import type { SystemStatus } from '../api/get-system-status';
import { statusMessages } from '../messages';

const copy = statusMessages.uptime;

/** Uptime over the last 24 hours, 7 days and 30 days. */
export function UptimeStats({ uptime }: { uptime: SystemStatus['uptime'] }) {
  const windows = [
    { label: copy.last24h, value: uptime.last24h },
    { label: copy.last7d, value: uptime.last7d },
    { label: copy.last30d, value: uptime.last30d },
  ];
  return (
    <Box as="section" aria-labelledby="uptime-title">
      <Heading as="h2" size="lg" mb={3} id="uptime-title">
        {copy.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
        {windows.map((window) => (
          <Stat.Root key={window.label} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
            <Stat.Label>{window.label}</Stat.Label>
            <Stat.ValueText color={window.value < 99 ? 'fg.warning' : 'fg.success'}>
              {formatPercent(window.value, 2)}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
