import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button, Field, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Input } from './FieldInputs';

export interface EditableListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** How an item reads in the list. */
  renderItem: (item: T) => ReactNode;
  /** The item's short name: the remove button's accessible name ends with it. */
  itemName: (item: T) => string;
  /** Shown instead of the list while it is empty. */
  emptyText: string;
  /** The remove button's visible text ('Quitar'). */
  removeLabel: string;
  /** A message about the whole list (e.g. the server's). */
  error?: string;
  /** Where focus goes after an item is removed (the add form's first input). */
  focusAfterRemove?: RefObject<HTMLElement | null>;
  /** The form that adds an item. */
  children: ReactNode;
}

/**
 * A list a form edits in place: its items with a remove button each, an empty text, a message
 * about the list, then the form that adds one (benefits, characteristics, excluded benefits).
 */
export function EditableList<T>({
  items,
  onChange,
  renderItem,
  itemName,
  emptyText,
  removeLabel,
  error,
  focusAfterRemove,
  children,
}: EditableListProps<T>) {
  return (
    <Stack gap={3}>
      {items.length ? (
        <List.Root variant="plain" gap={2}>
          {items.map((item, index) => (
            <List.Item key={`${index}-${itemName(item)}`} alignItems="center" gap={3}>
              <Text flex="1" fontSize="sm" overflowWrap="anywhere">
                {renderItem(item)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  onChange(items.filter((_, at) => at !== index));
                  focusAfterRemove?.current?.focus();
                }}
              >
                {removeLabel}
                <VisuallyHidden>{` ${itemName(item)}`}</VisuallyHidden>
              </Button>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** Enter in an add form's input adds the item instead of sending the whole form. */
export function addOnEnter(event: KeyboardEvent, add: () => void): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
}

export interface TextListFieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The add input's label ('Beneficio'). */
  label: string;
  /** The add button's text ('Agregar beneficio'). */
  addLabel: string;
  removeLabel: string;
  emptyText: string;
  /** The message for a text that cannot be added (blank or too long), or null. */
  problemOf: (text: string) => string | null;
  /**
   * How a text that cannot be added is refused: 'message' shows the problem when the merchant
   * tries to add it (a blank text says nothing until then); 'disabled' keeps the add button
   * disabled while the text is empty or invalid, still showing a too-long text's message.
   */
  refuse?: 'message' | 'disabled';
  error?: string;
}

/** A list of short texts (benefits): each added from one input, removed from the list. */
export function TextListField({
  value,
  onChange,
  label,
  addLabel,
  removeLabel,
  emptyText,
  problemOf,
  refuse = 'message',
  error,
}: TextListFieldProps) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = problemOf(text);
  const shown = text.trim() || tried ? problem : null;

  const add = () => {
    if (problem) {
      setTried(true);
      inputRef.current?.focus();
      return;
    }
    onChange([...value, text.trim()]);
    setText('');
    setTried(false);
    inputRef.current?.focus();
  };

  return (
    <EditableList
      items={value}
      onChange={onChange}
      renderItem={(item) => item}
      itemName={(item) => item}
      emptyText={emptyText}
      removeLabel={removeLabel}
      error={error}
      focusAfterRemove={inputRef}
    >
      <Field.Root invalid={!!shown}>
        <Field.Label>{label}</Field.Label>
        <HStack width="full" alignItems="flex-start">
          <Input
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => addOnEnter(event, add)}
            autoComplete="off"
          />
          <Button
            size="md"
            variant="outline"
            flexShrink={0}
            onClick={add}
            disabled={refuse === 'disabled' && !!problem}
          >
            {addLabel}
          </Button>
        </HStack>
        <Field.ErrorText>{shown}</Field.ErrorText>
      </Field.Root>
    </EditableList>
  );
}
