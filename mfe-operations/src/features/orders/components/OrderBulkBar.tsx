import { useId, useState } from 'react';
import type { OrderStatus } from '@platform/api/contracts';
import { Button, Field, Flex, HStack, SelectInput, Stack, Text } from '@platform/shared';
import { SELECTABLE_ORDER_STATUSES, statusLabel } from '@platform/shared/constants';
import { Download, Mail, Printer, X } from 'lucide-react';
import { ordersMessages } from '../messages';

const copy = ordersMessages.bulk;

export interface OrderBulkBarProps {
  count: number;
  exporting: boolean;
  onChangeStatus: (status: OrderStatus) => void;
  onExport: () => void;
  onPrint: () => void;
  onNotify: () => void;
  onClear: () => void;
}

/**
 * The bulk actions on the selected orders (spec 3 §9), shown while at least one is selected:
 * a status change that stays on this screen (it says so), the CSV export, print and the e-mail
 * notice.
 */
export function OrderBulkBar({
  count,
  exporting,
  onChangeStatus,
  onExport,
  onPrint,
  onNotify,
  onClear,
}: OrderBulkBarProps) {
  const noteId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');

  return (
    <Stack
      as="section"
      aria-label={copy.label}
      gap={3}
      p={3}
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      bg="bg.subtle"
    >
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">
          {copy.selected(count)}
        </Text>
        <Button size="xs" variant="ghost" onClick={onClear}>
          <X />
          {copy.clear}
        </Button>
      </Flex>

      <Flex gap={3} wrap="wrap" align="flex-end" justify="space-between">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (status) onChangeStatus(status);
          }}
        >
          <HStack gap={2} align="flex-end">
            <Field.Root w={{ base: 'full', sm: '56' }}>
              <Field.Label fontSize="sm">{copy.newStatus}</Field.Label>
              <SelectInput
                placeholder={copy.chooseStatus}
                aria-describedby={noteId}
                options={SELECTABLE_ORDER_STATUSES.map((value) => ({
                  value,
                  label: statusLabel('order', value),
                }))}
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as OrderStatus | '')}
              />
            </Field.Root>
            <Button type="submit" size="sm" variant="outline" disabled={!status}>
              {copy.apply}
            </Button>
          </HStack>
        </form>

        <HStack gap={2} wrap="wrap">
          <Button size="sm" variant="outline" onClick={onExport} loading={exporting}>
            <Download />
            {copy.exportCsv}
          </Button>
          <Button size="sm" variant="outline" onClick={onPrint}>
            <Printer />
            {copy.print}
          </Button>
          <Button size="sm" variant="outline" onClick={onNotify}>
            <Mail />
            {copy.notify}
          </Button>
        </HStack>
      </Flex>

      <Text id={noteId} fontSize="xs" color="fg.muted">
        {copy.localOnly}
      </Text>
    </Stack>
  );
}
