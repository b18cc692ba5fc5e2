import { lazy, Suspense, useState } from 'react';
import { Alert, Button, CloseButton, formatDate, HStack, Stack } from '@platform/shared';
import { CalendarDays } from 'lucide-react';
import { messages } from '../../../messages';
import { RANGE_PRESETS } from '../day-math';
import type { DashboardRange } from '../hooks/use-dashboard-range';

const RangePopover = lazy(() => import('./RangePopover'));

/**
 * The dashboard's period: the three presets, the range button that opens the editor, and the
 * message when a range had to be changed ('El rango máximo permitido es de 1 año').
 */
export function DateRangeControls({
  range,
  preset,
  today,
  message,
  setRange,
  selectPreset,
  dismissMessage,
}: DashboardRange) {
  const [open, setOpen] = useState(false);
  // The editor's code (and the overlays) load on the first click; then it stays mounted.
  const [requested, setRequested] = useState(false);
  const from = formatDate(range.startDate);
  const to = formatDate(range.endDate);
  const rangeButton = (onClick?: () => void) => (
    <Button
      variant="outline"
      size="sm"
      width={{ base: '100%', md: 'auto' }}
      aria-label={messages.range.triggerLabel(from, to)}
      onClick={onClick}
    >
      <CalendarDays aria-hidden />
      {messages.range.trigger(from, to)}
    </Button>
  );

  return (
    <Stack gap={2} align={{ base: 'stretch', md: 'flex-end' }} data-tour="dashboard-range">
      <HStack gap={2} wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        <HStack
          role="group"
          aria-label={messages.range.presetsLabel}
          gap={1}
          width={{ base: '100%', md: 'auto' }}
        >
          {RANGE_PRESETS.map((id) => (
            <Button
              key={id}
              size="sm"
              flex={{ base: 1, md: 'initial' }}
              px={{ base: 2, md: 3 }}
              variant={preset === id ? 'solid' : 'ghost'}
              colorPalette="brand"
              aria-pressed={preset === id}
              onClick={() => selectPreset(id)}
            >
              {messages.range.presets[id]}
            </Button>
          ))}
        </HStack>
        {requested ? (
          <Suspense fallback={rangeButton()}>
            <RangePopover
              open={open}
              onOpenChange={setOpen}
              trigger={rangeButton()}
              range={range}
              today={today}
              onApply={setRange}
            />
          </Suspense>
        ) : (
          rangeButton(() => {
            setRequested(true);
            setOpen(true);
          })
        )}
      </HStack>
      {message && (
        <Alert.Root status="warning" size="sm" maxW={{ md: 'md' }}>
          <Alert.Indicator />
          <Alert.Title flex="1">{message}</Alert.Title>
          <CloseButton size="2xs" aria-label={messages.range.dismiss} onClick={dismissMessage} />
        </Alert.Root>
      )}
    </Stack>
  );
}
