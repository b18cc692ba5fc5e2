import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Grid, HStack, IconButton, Text } from '@platform/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { messages } from '../../../messages';
import { addDays, addMonths, monthGrid, startOfMonth } from '../day-math';

const WEEKDAYS = [
  ['lu', 'lunes'],
  ['ma', 'martes'],
  ['mi', 'miércoles'],
  ['ju', 'jueves'],
  ['vi', 'viernes'],
  ['sá', 'sábado'],
  ['do', 'domingo'],
] as const;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthTitle = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

interface RangeCalendarProps {
  /** The days picked so far ('' while missing). */
  startDate: string;
  endDate: string;
  /** Days after it cannot be picked. */
  maxDate: string;
  onPick: (day: string) => void;
}

/**
 * A month calendar for picking a range: weeks start on Monday (spec 1 §2.9), days after `maxDate`
 * are disabled. Keyboard: arrows move a day or a week, PageUp/PageDown a month, Home/End the week's
 * ends, Enter or Space picks.
 */
export function RangeCalendar({ startDate, endDate, maxDate, onPick }: RangeCalendarProps) {
  const [focused, setFocused] = useState(() => (endDate || startDate || maxDate).slice(0, 10));
  const [month, setMonth] = useState(() => startOfMonth(focused));
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const goTo = (day: string) => {
    const target = day > maxDate ? maxDate : day;
    moveFocus.current = true;
    setFocused(target);
    setMonth(startOfMonth(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = KEY_STEPS[event.key];
    let target: string | null = step === undefined ? null : addDays(day, step);
    if (event.key === 'PageUp') target = addMonths(day, -1);
    if (event.key === 'PageDown') target = addMonths(day, 1);
    const weekday = (utc(day).getUTCDay() + 6) % 7;
    if (event.key === 'Home') target = addDays(day, -weekday);
    if (event.key === 'End') target = addDays(day, 6 - weekday);
    if (!target) return;
    event.preventDefault();
    goTo(target);
  };

  const [from, to] =
    startDate && endDate && endDate < startDate ? [endDate, startDate] : [startDate, endDate];
  const lastMonth = startOfMonth(maxDate);
  // One day of the page is in the tab order: the focused one, else the month's first day.
  const tabbable = focused.startsWith(month.slice(0, 7)) ? focused : month;
  const formatted = monthTitle.format(utc(month));
  const title = formatted.charAt(0).toUpperCase() + formatted.slice(1);

  return (
    <Box>
      <HStack justify="space-between" mb={2}>
        <IconButton
          aria-label={messages.range.previousMonth}
          size="xs"
          variant="ghost"
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <IconButton
          aria-label={messages.range.nextMonth}
          size="xs"
          variant="ghost"
          disabled={month >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
      <Grid ref={gridRef} role="grid" aria-label={title} templateColumns="repeat(7, 1fr)" gap={0.5}>
        <Box role="row" display="contents">
          {WEEKDAYS.map(([short, long]) => (
            <Box
              key={short}
              role="columnheader"
              aria-label={long}
              textAlign="center"
              fontSize="xs"
              color="fg.muted"
              py={1}
            >
              {short}
            </Box>
          ))}
        </Box>
        {monthGrid(month).map((week) => (
          <Box role="row" display="contents" key={week[0]}>
            {week.map((day) => {
              const outside = !day.startsWith(month.slice(0, 7));
              const disabled = day > maxDate;
              const isEnd = day === from || day === to;
              const inside = Boolean(from && to && day > from && day < to);
              // A day of the next or last month: dimmed, but on the range's fill in the brand's
              // text colour, which keeps 4.5:1 there (fg.subtle does not).
              const color = isEnd
                ? 'brand.contrast'
                : outside
                  ? inside
                    ? 'brand.fg'
                    : 'fg.subtle'
                  : 'fg';
              return (
                <Box role="gridcell" key={day} aria-selected={isEnd || inside}>
                  <chakra.button
                    type="button"
                    data-day={day}
                    aria-label={dayLabel.format(utc(day))}
                    aria-pressed={isEnd}
                    disabled={disabled}
                    tabIndex={day === tabbable ? 0 : -1}
                    onClick={() => {
                      setFocused(day);
                      onPick(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    width="100%"
                    height="8"
                    borderRadius="md"
                    fontSize="sm"
                    color={color}
                    bg={isEnd ? 'brand.solid' : inside ? 'brand.subtle' : 'transparent'}
                    _hover={{ bg: isEnd ? 'brand.solid' : 'bg.muted' }}
                    _disabled={{ color: 'fg.subtle', opacity: 0.4, cursor: 'not-allowed' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  >
                    {Number(day.slice(8))}
                  </chakra.button>
                </Box>
              );
            })}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
