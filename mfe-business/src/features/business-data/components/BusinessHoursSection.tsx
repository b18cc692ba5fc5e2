import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  IconButton,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@platform/shared';
import {
  BUSINESS_DAYS_OPTIONS,
  businessHourDescription,
  businessHourSchema,
  type BusinessHourValues,
} from '@platform/shared/validation';
import { Plus, Trash2 } from 'lucide-react';
import { ValidationError } from 'yup';
import { messages } from '../../../messages';
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
      return;
    }
    setDraftErrors({});
    onChange([...hours, result.hour]);
    onDraftChange(EMPTY_HOUR_DRAFT);
  };

  return (
    <FormSection title={copy.title} help={copy.help}>
      {hours.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {copy.empty}
        </Text>
      ) : (
        <List.Root variant="plain" gap={2} aria-label={copy.title}>
          {hours.map((hour, index) => {
            const description = businessHourDescription(hour);
            return (
              <List.Item
                key={`${description}-${index}`}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap={3}
                borderWidth="1px"
                borderRadius="md"
                px={3}
                py={2}
              >
                <Box>
                  <Text fontWeight="medium">{description}</Text>
                  {itemErrors[index] && (
                    <Text color="fg.error" fontSize="sm">
                      {itemErrors[index]}
                    </Text>
                  )}
                </Box>
                <IconButton
                  aria-label={copy.remove(description)}
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  onClick={() => onChange(hours.filter((_, position) => position !== index))}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3} alignItems="start">
        <Field.Root invalid={!!draftErrors.days}>
          <Field.Label>{copy.days}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.days}
              onChange={(event) => change('days', event.target.value)}
            >
              <option value="">{copy.daysPlaceholder}</option>
              {dayOptions.map((days) => (
                <option key={days} value={days}>
                  {days}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{draftErrors.days}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!draftErrors.startTime}>
          <Field.Label>{copy.start}</Field.Label>
          <Input
            type="time"
            value={draft.startTime}
            onChange={(event) => change('startTime', event.target.value)}
          />
          <Field.ErrorText>{draftErrors.startTime}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!draftErrors.endTime}>
          <Field.Label>{copy.end}</Field.Label>
          <Input
            type="time"
            value={draft.endTime}
            onChange={(event) => change('endTime', event.target.value)}
          />
          <Field.ErrorText>{draftErrors.endTime}</Field.ErrorText>
        </Field.Root>
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
