import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { VALIDATION_MESSAGES, isIsoDate, type DateRange } from '@platform/shared/validation';
import { messages } from '../../../messages';
import { RangeCalendar } from './RangeCalendar';

interface RangeFormProps {
  initial: DateRange;
  today: string;
  onApply: (range: DateRange) => void;
  onCancel: () => void;
}

const m = VALIDATION_MESSAGES.dateRange;

/** The two date fields, 'Desde' and 'Hasta'. */
const DATE_FIELDS = [
  { field: 'startDate', label: messages.range.from },
  { field: 'endDate', label: messages.range.to },
] as const;

/** The end may not be after today: such a range is refused here (spec 1 §5.4). */
function errorsOf({ startDate, endDate }: DateRange, today: string) {
  return {
    startDate: isIsoDate(startDate) ? null : m.startRequired,
    endDate: !isIsoDate(endDate) ? m.endRequired : endDate > today ? m.future : null,
  };
}

/**
 * The range editor: two date fields and a calendar kept in step. A first click on the calendar
 * picks the start, the next one the end. Ranges over one year are cut by the page on apply.
 */
export function RangeForm({ initial, today, onApply, onCancel }: RangeFormProps) {
  const [draft, setDraft] = useState<DateRange>(initial);
  // After a start is clicked the next click is the end.
  const [pickingEnd, setPickingEnd] = useState(false);
  const errors = errorsOf(draft, today);
  const valid = !errors.startDate && !errors.endDate;
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);

  const pick = (day: string) => {
    if (pickingEnd && day >= draft.startDate) {
      setDraft({ startDate: draft.startDate, endDate: day });
      setPickingEnd(false);
    } else {
      setDraft({ startDate: day, endDate: day });
      setPickingEnd(true);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onApply(draft);
    else setRefusals((count) => count + 1);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          {messages.range.hint}
        </Text>
        <SimpleGrid columns={2} gap={3}>
          {DATE_FIELDS.map(({ field, label }, index) => (
            <Field.Root key={field} invalid={Boolean(errors[field])}>
              <Field.Label>{label}</Field.Label>
              <Input
                type="date"
                // The editor opens with the focus on its first field, also on the first click,
                // when the popover is born open and does not move the focus by itself.
                autoFocus={index === 0}
                size="sm"
                max={today}
                value={draft[field]}
                onChange={(event) => {
                  setDraft({ ...draft, [field]: event.target.value });
                  setPickingEnd(false);
                }}
              />
              <Field.ErrorText>{errors[field]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <RangeCalendar
          startDate={isIsoDate(draft.startDate) ? draft.startDate : ''}
          endDate={isIsoDate(draft.endDate) ? draft.endDate : ''}
          maxDate={today}
          onPick={pick}
        />
        <HStack justify="flex-end">
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {messages.range.cancel}
          </Button>
          <SubmitButton
            size="sm"
            pending={false}
            text={{ submit: messages.range.apply, submitting: messages.range.apply }}
            incomplete={!valid}
          />
        </HStack>
      </Stack>
    </form>
  );
}
