import { useState, type KeyboardEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  Stack,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { Plus } from 'lucide-react';
import { ValidationError, type StringSchema } from 'yup';
import { messages } from '../../../messages';
import { EntryError, EntryItem, EntryList, RemoveEntryButton } from './EntryList';
import { FormSection } from './FormSection';

const copy = messages.contactData;

export interface ContactEntryCopy {
  title: string;
  help: string;
  empty: string;
  label: string;
  placeholder: string;
  add: string;
  remove: (value: string) => string;
  makeDefault: (value: string) => string;
}

interface ContactEntriesSectionProps {
  text: ContactEntryCopy;
  entries: Array<{ value: string; isDefault: boolean }>;
  onAdd: (value: string) => void;
  onRemove: (index: number) => void;
  onMakeDefault: (index: number) => void;
  /** The rule of one entry (the contact schema's own), which also normalises it. */
  schema: StringSchema;
  duplicateMessage: string;
  maxEntries: number;
  maxMessage: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  inputType: 'tel' | 'email';
  error?: string;
  itemErrors?: Array<string | undefined>;
}

/**
 * A list of phones or e-mails with exactly one default (spec 3 §4), and a row to add one. Enter
 * in the add row adds the entry instead of submitting the whole form.
 */
export function ContactEntriesSection({
  text,
  entries,
  onAdd,
  onRemove,
  onMakeDefault,
  schema,
  duplicateMessage,
  maxEntries,
  maxMessage,
  draft,
  onDraftChange,
  inputType,
  error,
  itemErrors = [],
}: ContactEntriesSectionProps) {
  const [draftError, setDraftError] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);
  // A refused entry sends the focus back to the field, where its message is read.
  const addRowRef = useFocusFirstInvalid<HTMLDivElement>(refusals);

  const refuse = (message: string) => {
    setDraftError(message);
    setRefusals((count) => count + 1);
  };

  const add = () => {
    let value: string;
    try {
      value = schema.validateSync(draft) as string;
    } catch (problem) {
      if (!(problem instanceof ValidationError)) throw problem;
      refuse(problem.message);
      return;
    }
    if (entries.some((entry) => entry.value === value)) {
      refuse(duplicateMessage);
      return;
    }
    if (entries.length >= maxEntries) {
      refuse(maxMessage);
      return;
    }
    setDraftError(undefined);
    onAdd(value);
    onDraftChange('');
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <FormSection title={text.title} help={text.help}>
      <EntryList label={text.title} emptyText={text.empty} entries={entries} error={error}>
        {(entry, index) => (
          <EntryItem key={entry.value} stackOnPhone>
            <Box minW={0}>
              <Text fontWeight="medium" wordBreak="break-all">
                {entry.value}
              </Text>
              <EntryError message={itemErrors[index]} />
            </Box>
            <HStack gap={2} justify="flex-end" flexShrink={0}>
              {entry.isDefault ? (
                <Badge colorPalette="green" variant="subtle">
                  {copy.defaultBadge}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={text.makeDefault(entry.value)}
                  onClick={() => onMakeDefault(index)}
                >
                  {copy.makeDefault}
                </Button>
              )}
              <RemoveEntryButton label={text.remove(entry.value)} onClick={() => onRemove(index)} />
            </HStack>
          </EntryItem>
        )}
      </EntryList>
      <Field.Root ref={addRowRef} invalid={!!draftError}>
        <Field.Label>{text.label}</Field.Label>
        <Flex
          gap={3}
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'flex-start' }}
          w="full"
        >
          <Stack flex="1" gap={1}>
            <Input
              type={inputType}
              inputMode={inputType}
              autoComplete="off"
              placeholder={text.placeholder}
              value={draft}
              onChange={(event) => {
                onDraftChange(event.target.value);
                setDraftError(undefined);
              }}
              onKeyDown={addOnEnter}
            />
            <Field.ErrorText>{draftError}</Field.ErrorText>
          </Stack>
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden />
            {text.add}
          </Button>
        </Flex>
      </Field.Root>
    </FormSection>
  );
}
