import { Badge, Box, Heading, HStack, Stack, Text, formatDateTime } from '@platform/shared';
import { CircleCheck } from 'lucide-react';
import type { IncidentStatus, SystemIncident } from '../api/get-system-status';
import { formatDuration } from '../format-duration';
import { statusMessages } from '../messages';

const copy = statusMessages.incidents;
const PALETTE: Record<IncidentStatus, string> = {
  investigating: 'red',
  monitoring: 'blue',
  resolved: 'green',
};

/** The incident history, newest first (open ones say so). */
export function IncidentHistory({ incidents }: { incidents: SystemIncident[] }) {
  return (
    <Box as="section" aria-labelledby="incidents-title">
      <Heading as="h2" size="lg" mb={3} id="incidents-title">
        {copy.title}
      </Heading>
      {incidents.length === 0 ? (
        <HStack borderWidth="1px" borderRadius="lg" bg="bg" p={5} gap={3} color="fg.muted">
          <CircleCheck size={20} aria-hidden />
          <Text>{copy.empty}</Text>
        </HStack>
      ) : (
        <Stack as="ol" gap={3} listStyleType="none">
          {incidents.map((incident) => (
            <Box
              as="li"
              key={incident.id}
              aria-label={incident.title}
              borderWidth="1px"
              borderRadius="lg"
              bg="bg"
              p={{ base: 4, md: 5 }}
              borderStartWidth="4px"
              borderStartColor={`${PALETTE[incident.status] ?? 'gray'}.border`}
            >
              <Stack gap={2}>
                <HStack justify="space-between" align="flex-start" gap={3} wrap="wrap">
                  <Heading as="h3" size="md">
                    {incident.title}
                  </Heading>
                  <Badge colorPalette={PALETTE[incident.status] ?? 'gray'} variant="subtle">
                    {copy.status[incident.status] ?? incident.status}
                  </Badge>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {incident.description}
                </Text>
                <HStack gap={4} wrap="wrap" fontSize="sm" color="fg.muted">
                  <Text>{copy.started(formatDateTime(incident.date))}</Text>
                  {incident.resolvedAt && (
                    <>
                      <Text>{copy.resolved(formatDateTime(incident.resolvedAt))}</Text>
                      <Text>
                        {copy.duration(formatDuration(incident.date, incident.resolvedAt))}
                      </Text>
                    </>
                  )}
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
