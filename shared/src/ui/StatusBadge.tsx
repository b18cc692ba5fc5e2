import { Badge } from '@chakra-ui/react';
import { statusLabel, type StatusKind } from '../constants/statuses';

const PALETTES: { [K in StatusKind]: Record<string, string> } = {
  order: {
    draft: 'gray',
    pending: 'yellow',
    processing: 'blue',
    shipped: 'purple',
    delivered: 'green',
    cancelled: 'red',
  },
  client: { active: 'green', inactive: 'gray', pending: 'yellow' },
  subscription: { active: 'green', paused: 'orange', cancelled: 'red' },
  payment: { paid: 'green', pending: 'yellow', failed: 'red' },
  communication: {
    sent: 'blue',
    delivered: 'green',
    opened: 'teal',
    failed: 'red',
    pending: 'yellow',
  },
  invoice: { billed: 'green', pending: 'yellow' },
  systemComponent: { operational: 'green', degraded: 'orange', outage: 'red' },
};

/** The colour palette of a status; unknown values are gray. */
export function statusColorPalette(kind: StatusKind, status: string | null | undefined): string {
  const palettes = PALETTES[kind];
  return (
    (status != null && Object.hasOwn(palettes, status) ? palettes[status] : undefined) ?? 'gray'
  );
}

export interface StatusBadgeProps {
  kind: StatusKind;
  status: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}

/** A status in Spanish with its colour (spec 3 §4): `<StatusBadge kind="order" status="pending" />`. */
export function StatusBadge({ kind, status, size = 'md' }: StatusBadgeProps) {
  return (
    <Badge
      colorPalette={statusColorPalette(kind, status)}
      variant="subtle"
      size={size}
      data-status={status ?? ''}
    >
      {statusLabel(kind, status)}
    </Badge>
  );
}
