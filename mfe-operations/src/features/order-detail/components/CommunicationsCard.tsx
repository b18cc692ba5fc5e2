import { lazy, Suspense, useRef, useState } from 'react';
import type { Communication } from '@platform/api/contracts';
import {
  Button,
  Flex,
  formatDateTime,
  HStack,
  Stack,
  StatusBadge,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { Mail } from 'lucide-react';
import { orderCommunicationsQuery } from '../api/list-order-communications';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { QueryContent } from './QueryContent';

const CommunicationContentDialog = lazy(() => import('./CommunicationContentDialog'));

const copy = orderDetailMessages.communications;

function CommunicationRow({
  communication,
  first,
  onView,
}: {
  communication: Communication;
  first: boolean;
  onView: (button: HTMLButtonElement) => void;
}) {
  const medium = copy.media[communication.medium] ?? communication.medium;
  return (
    <Flex as="li" gap={3} py={3} align="flex-start" wrap="wrap" borderTopWidth={first ? 0 : '1px'}>
      <Stack gap={1} flex="1" minW="14rem">
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {communication.subject}
          </Text>
          <StatusBadge kind="communication" status={communication.status} size="sm" />
        </HStack>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {medium} · {copy.to(communication.recipient)} ·{' '}
          <time dateTime={communication.sentAt}>{formatDateTime(communication.sentAt)}</time>
        </Text>
        {communication.template && (
          <Text fontSize="sm" color="fg.muted">
            {copy.template(communication.template.replaceAll('_', ' '))}
          </Text>
        )}
      </Stack>
      <Button size="sm" variant="outline" onClick={(event) => onView(event.currentTarget)}>
        {copy.view}
        <VisuallyHidden>: {communication.subject}</VisuallyHidden>
      </Button>
    </Flex>
  );
}

/** What was sent to the client about the order, oldest first as the api gives it (spec 3 §7). */
export function CommunicationsCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderCommunicationsQuery(orderId));
  const [viewing, setViewing] = useState<Communication | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <DetailCard title={copy.title} icon={<Mail />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.communications}
      >
        {({ communications }) =>
          communications.length === 0 ? (
            <Text color="fg.muted">{copy.empty}</Text>
          ) : (
            <Stack as="ul" gap={0} m={0} p={0} listStyleType="none">
              {communications.map((communication, index) => (
                <CommunicationRow
                  key={communication.id}
                  communication={communication}
                  first={index === 0}
                  onView={(button) => {
                    opener.current = button;
                    setViewing(communication);
                  }}
                />
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {viewing && (
        <Suspense fallback={null}>
          <CommunicationContentDialog
            communication={viewing}
            onClose={() => {
              setViewing(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </DetailCard>
  );
}
