import { Card, Heading, HStack, Stack, Text } from '@platform/shared';
import { Clock } from 'lucide-react';
import type { BusinessHoursEntry } from '../../support';
import { contactMessages } from '../messages';

const copy = contactMessages.hours;

/** The business hours by days; a closed day shows 'Cerrado'. */
export function BusinessHoursList({ hours }: { hours: BusinessHoursEntry[] }) {
  return (
    <Card.Root as="section" aria-labelledby="hours-title" variant="outline">
      <Card.Body gap={4}>
        <HStack gap={2}>
          <Clock size={18} aria-hidden />
          <Heading as="h2" size="md" id="hours-title">
            {copy.title}
          </Heading>
        </HStack>
        <Stack as="dl" gap={2}>
          {hours.map((entry) => (
            <HStack key={entry.days} justify="space-between" gap={4} borderBottomWidth="1px" pb={2}>
              <Text as="dt">{entry.days}</Text>
              <Text
                as="dd"
                fontWeight="medium"
                color={entry.status === 'closed' ? 'fg.muted' : 'fg'}
                data-status={entry.status}
              >
                {entry.status === 'closed' ? copy.closed : entry.description}
              </Text>
            </HStack>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {copy.weekendNote}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
