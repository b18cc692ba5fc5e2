import type { ReactNode } from 'react';
import { IconButton, List, Text } from '@platform/shared';
import { Trash2 } from 'lucide-react';

interface EntryListProps<T> {
  /** Names the list ('Horarios de atención', 'Teléfonos de contacto'). */
  label: string;
  /** What stands in its place while there is nothing in it. */
  emptyText: string;
  entries: T[];
  /** A message about the whole list from the form (e.g. a saved entry the server refused). */
  error?: string;
  /** One `EntryItem` per entry. */
  children: (entry: T, index: number) => ReactNode;
}

/** The saved entries of a contact section (hours, phones, e-mails), each removable. */
export function EntryList<T>({ label, emptyText, entries, error, children }: EntryListProps<T>) {
  return (
    <>
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        <List.Root variant="plain" gap={2} aria-label={label}>
          {entries.map(children)}
        </List.Root>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

/**
 * One entry of the list: its text at the start, its actions at the end, in a bordered row. With
 * `stackOnPhone` the actions go under the text on a phone.
 */
export function EntryItem({
  stackOnPhone = false,
  children,
}: {
  stackOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <List.Item
      display="flex"
      flexDirection={stackOnPhone ? { base: 'column', sm: 'row' } : undefined}
      alignItems={stackOnPhone ? { base: 'stretch', sm: 'center' } : 'center'}
      justifyContent="space-between"
      gap={stackOnPhone ? 2 : 3}
      borderWidth="1px"
      borderRadius="md"
      px={3}
      py={2}
    >
      {children}
    </List.Item>
  );
}

/**
 * The error of one entry, under its text. No field holds it, so it is announced when it appears.
 */
export function EntryError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

/** The trash button that takes an entry out of its list. */
export function RemoveEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} variant="ghost" size="sm" colorPalette="red" onClick={onClick}>
      <Trash2 aria-hidden />
    </IconButton>
  );
}
