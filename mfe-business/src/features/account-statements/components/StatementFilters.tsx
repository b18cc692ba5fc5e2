import {
  Button,
  Field,
  HStack,
  IconButton,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@platform/shared';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { currentMonth, daysInMonth, monthLabel, shiftMonth } from '../../../lib/months';
import { MOVEMENT_FILTERS, type MovementFilter, type StatementSearch } from '../../../urls';
import { statementMessages } from '../messages';

const copy = statementMessages.filters;

export interface StatementFiltersProps {
  search: StatementSearch;
  /** The days of the month with movements; null while the month loads. */
  daysWithData: ReadonlySet<number> | null;
  onChange: (changes: Partial<StatementSearch>) => void;
}

/**
 * The month (never past the current one), the day (1 to the month's last, days without movements
 * disabled and marked '(sin datos)') and the type of movement (spec 3 §4, §9). A new month starts
 * again with every day.
 */
export function StatementFilters({ search, daysWithData, onChange }: StatementFiltersProps) {
  const monthId = useId();
  const atCurrentMonth = search.month >= currentMonth();
  const days = Array.from({ length: daysInMonth(search.month) }, (_, index) => index + 1);
  const filtered = search.day !== null || search.type !== 'all';

  return (
    <SimpleGrid
      as="section"
      aria-label={copy.title}
      columns={{ base: 1, md: 3 }}
      gap={4}
      alignItems="end"
      borderWidth="1px"
      rounded="md"
      p={4}
    >
      <Stack gap={1.5}>
        <Text id={monthId} fontSize="sm" fontWeight="medium">
          {copy.month}
        </Text>
        <HStack role="group" aria-labelledby={monthId} gap={1} justify="space-between">
          <IconButton
            aria-label={copy.previousMonth}
            variant="outline"
            size="sm"
            onClick={() => onChange({ month: shiftMonth(search.month, -1), day: null })}
          >
            <ChevronLeft />
          </IconButton>
          <Text fontWeight="semibold" textAlign="center" flex="1" aria-live="polite">
            {monthLabel(search.month)}
          </Text>
          <IconButton
            aria-label={copy.nextMonth}
            variant="outline"
            size="sm"
            disabled={atCurrentMonth}
            onClick={() =>
              !atCurrentMonth && onChange({ month: shiftMonth(search.month, 1), day: null })
            }
          >
            <ChevronRight />
          </IconButton>
        </HStack>
      </Stack>

      <Field.Root>
        <Field.Label>{copy.day}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={search.day === null ? '' : String(search.day)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ day: value ? Number(value) : null });
            }}
          >
            <option value="">{copy.allDays}</option>
            {days.map((day) => {
              const empty = daysWithData !== null && !daysWithData.has(day);
              return (
                <option key={day} value={day} disabled={empty}>
                  {empty ? `${day} ${copy.noData}` : String(day)}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <HStack gap={2} align="end">
        <Field.Root flex="1">
          <Field.Label>{copy.type}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={search.type}
              onChange={(event) => onChange({ type: event.currentTarget.value as MovementFilter })}
            >
              {MOVEMENT_FILTERS.map((type) => (
                <option key={type} value={type}>
                  {copy.types[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filtered && (
          <Button size="sm" variant="ghost" onClick={() => onChange({ day: null, type: 'all' })}>
            <RotateCcw aria-hidden />
            {copy.clear}
          </Button>
        )}
      </HStack>
    </SimpleGrid>
  );
}
