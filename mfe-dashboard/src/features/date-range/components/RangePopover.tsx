import type { ReactElement } from 'react';
import { Portal } from '@platform/shared';
import { Popover } from '@platform/shared/overlays';
import type { DateRange } from '@platform/shared/validation';
import { messages } from '../../../messages';
import { RangeForm } from './RangeForm';

export interface RangePopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  range: DateRange;
  today: string;
  onApply: (range: DateRange) => void;
}

/** The range editor in a popover under its trigger (loaded on first use with the overlays). */
export default function RangePopover({
  open,
  onOpenChange,
  trigger,
  range,
  today,
  onApply,
}: RangePopoverProps) {
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}>
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{messages.range.dialogTitle}</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <RangeForm
                initial={range}
                today={today}
                onCancel={() => onOpenChange(false)}
                onApply={(picked) => {
                  onApply(picked);
                  onOpenChange(false);
                }}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
