import type { OrderActivity } from '@platform/api/contracts';
import { Box, formatDateTime, HStack, Stack, StatusBadge, Text, useQuery } from '@platform/shared';
import { History } from 'lucide-react';
import { orderActivityQuery } from '../api/list-order-activity';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.activity;

function ActivityEntry({ entry, last }: { entry: OrderActivity; last: boolean }) {
  return (
    <HStack as="li" gap={3} align="stretch">
      {/* The timeline's dot and line. */}
      <Stack aria-hidden align="center" gap={0} pt={1.5}>
        <Box boxSize="2.5" borderRadius="full" bg="colorPalette.solid" flexShrink={0} />
        {!last && <Box flex="1" w="1px" bg="border" mt={1} />}
      </Stack>
      <Stack gap={1} pb={last ? 0 : 4} flex="1" minW={0}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="medium">{entry.description}</Text>
          {entry.status && <StatusBadge kind="order" status={entry.status} size="sm" />}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
          {entry.user && ` · ${copy.by(entry.user)}`}
        </Text>
        {entry.details && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {entry.details}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

/** What happened to the order, oldest first as the api gives it (spec 3 §7). */
export function ActivityCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderActivityQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<History />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.activity}
      >
        {({ activities }) =>
          activities.length === 0 ? (
            <Text color="fg.muted">{copy.empty}</Text>
          ) : (
            <Stack as="ol" gap={0} m={0} p={0} listStyleType="none">
              {activities.map((entry, index) => (
                <ActivityEntry
                  key={entry.id}
                  entry={entry}
                  last={index === activities.length - 1}
                />
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </DetailCard>
  );
}
