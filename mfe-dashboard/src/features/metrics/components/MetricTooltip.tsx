import type { ReactElement, ReactNode } from 'react';
import { Portal } from '@platform/shared';
import { Tooltip } from '@platform/shared/overlays';

interface MetricTooltipProps {
  content: ReactNode;
  children: ReactElement;
}

/** The card's hover (and focus) comparison, loaded with the overlays on first use. */
export default function MetricTooltip({ content, children }: MetricTooltipProps) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" px={3} py={2}>
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
