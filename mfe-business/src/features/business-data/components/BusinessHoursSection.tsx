import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  Input,
  SelectInput,
  SimpleGrid,
  Stack,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import {
  BUSINESS_DAYS_OPTIONS,
  businessHourDescription,
  businessHourSchema,
  type BusinessHourValues,
} from '@platform/shared/validation';
import { Plus } from 'lucide-react';
import { ValidationError } from 'yup';
import { messages } from '../../../messages';
import { EntryError, EntryItem, EntryList, RemoveEntryButton } from './EntryList';
import { FormSection } from './FormSection';

const copy = messages.contactData.hours;

export const EMPTY_HOUR_DRAFT: BusinessHourValues = { days: '', startTime: '', endTime: '' };

/** A business hour typed in the add row but not added yet. */
export function isHourDraftPending(draft: BusinessHourValues): boolean {
  return Boolean(draft.days || draft.startTime || draft.endTime);
}

type DraftErrors = Partial<Record<keyof BusinessHourValues, string>>;

function validateDraft(
  draft: BusinessHourValues,
): { hour: BusinessHourValues } | { errors: DraftErrors } {
  try {
    return { hour: businessHourSchema.validateSync(draft, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: DraftErrors = {};
    for (const inner of error.inner) {
      const key = inner.path as keyof BusinessHourValues;
      errors[key] ??= inner.message;
    }
    return { errors };
  }
}

/** The start or the end of the hour being added. */
function TimeField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type="time" value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface BusinessHoursSectionProps {
  hours: BusinessHourValues[];
  onChange: (hours: BusinessHourValues[]) => void;
  draft: BusinessHourValues;
  onDraftChange: (draft: BusinessHourValues) => void;
  /** A message about the list from the form (e.g. a saved hour the server refused). */
  error?: string;
  itemErrors?: Array<string | undefined>;
}

/** 'Horarios de atención': the saved hours and a row to add one (days, start, end). */
export function BusinessHoursSection({
  hours,
  onChange,
  draft,
  onDraftChange,
  error,
  itemErrors = [],
}: BusinessHoursSectionProps) {
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({});
  const [refusals, setRefusals] = useState(0);
  // A refused hour sends the focus to its first field to fix, where its message is read.
  const addRowRef = useFocusFirstInvalid<HTMLDivElement>(refusals);
  const dayOptions: readonly string[] =
    draft.days && !(BUSINESS_DAYS_OPTIONS as readonly string[]).includes(draft.days)
      ? [...BUSINESS_DAYS_OPTIONS, draft.days]
      : BUSINESS_DAYS_OPTIONS;

  const change = (field: keyof BusinessHourValues, value: string) => {
    onDraftChange({ ...draft, [field]: value });
    if (draftErrors[field]) setDraftErrors({ ...draftErrors, [field]: undefined });
  };

  const add = () => {
    const result = validateDraft(draft);
    if ('errors' in result) {
      setDraftErrors(result.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setDraftErrors({});
    onChange([...hours, result.hour]);
    onDraftChange(EMPTY_HOUR_DRAFT);
  };

  return (
    <FormSection title={copy.title} help={copy.help}>
      <EntryList label={copy.title} emptyText={copy.empty} entries={hours} error={error}>
        {(hour, index) => {
          const description = businessHourDescription(hour);
          return (
            <EntryItem key={`${description}-${index}`}>
              <Box>
                <Text fontWeight="medium">{description}</Text>
                <EntryError message={itemErrors[index]} />
              </Box>
              <RemoveEntryButton
                label={copy.remove(description)}
                onClick={() => onChange(hours.filter((_, position) => position !== index))}
              />
            </EntryItem>
          );
        }}
      </EntryList>
      <SimpleGrid ref={addRowRef} columns={{ base: 1, sm: 2, lg: 4 }} gap={3} alignItems="start">
        <Field.Root invalid={!!draftErrors.days}>
          <Field.Label>{copy.days}</Field.Label>
          <SelectInput
            value={draft.days}
            onChange={(event) => change('days', event.target.value)}
            placeholder={copy.daysPlaceholder}
            options={dayOptions}
          />
          <Field.ErrorText>{draftErrors.days}</Field.ErrorText>
        </Field.Root>
        <TimeField
          label={copy.start}
          value={draft.startTime}
          error={draftErrors.startTime}
          onChange={(value) => change('startTime', value)}
        />
        <TimeField
          label={copy.end}
          value={draft.endTime}
          error={draftErrors.endTime}
          onChange={(value) => change('endTime', value)}
        />
        {/* A spacer as tall as the labels keeps the button level with the inputs. */}
        <Stack gap="1.5">
          <Box h="5" hideBelow="lg" aria-hidden />
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden />
            {copy.add}
          </Button>
        </Stack>
      </SimpleGrid>
    </FormSection>
  );
}
