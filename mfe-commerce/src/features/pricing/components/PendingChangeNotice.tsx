import { CalendarClock } from 'lucide-react';
import { Alert, Button, formatDate, Stack } from '@platform/shared';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';
import { pricingMessages } from '../messages';

const copy = pricingMessages.pending;

/**
 * The pending-change notice (spec 2 §2, §4): which plan starts and when, and that it must be
 * cancelled before another plan can be chosen. Merchant-only, so it loads with the dialogs.
 */
export default function PendingChangeNotice({
  planName,
  date,
  onCancel,
}: {
  planName: string;
  date: string | null;
  onCancel: () => void;
}) {
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start">
      <Alert.Indicator>
        <CalendarClock />
      </Alert.Indicator>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={3}
        flex="1"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
      >
        <Alert.Content gap={1}>
          <Alert.Title>{copy.title}</Alert.Title>
          <Alert.Description>
            {copy.description(planName, formatDate(date))} {COMMERCE_MESSAGES.planChangePending}.
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="orange" flexShrink={0} onClick={onCancel}>
          {pricingMessages.actions.cancelPending}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
