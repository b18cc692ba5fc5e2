import { useState } from 'react';
import { Button, formatDate } from '@platform/shared';
import { pricingMessages } from '../messages';

const copy = pricingMessages.actions;

/**
 * The pending plan's button (spec 2 §4 "Pending change"): it reads "Se habilitará este plan el
 * {date}", and while pointed at or focused, what pressing it does: "Anular el cambio de plan".
 */
export function PendingPlanButton({
  date,
  onCancel,
}: {
  date: string | null;
  onCancel: () => void;
}) {
  const [engaged, setEngaged] = useState(false);
  return (
    <Button
      w="full"
      variant={engaged ? 'solid' : 'outline'}
      colorPalette="orange"
      whiteSpace="normal"
      h="auto"
      minH="10"
      py={2}
      onPointerEnter={() => setEngaged(true)}
      onPointerLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={() => setEngaged(false)}
      onClick={onCancel}
    >
      {engaged ? copy.cancelPending : copy.pending(formatDate(date))}
    </Button>
  );
}
