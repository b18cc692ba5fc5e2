import { useEffect, useRef } from 'react';
import { useFieldContext } from '@chakra-ui/react';

/**
 * The `aria-describedby` of a control inside a `Field.Root`: its own ids, the field's helper text
 * and, while the field is invalid, its `Field.ErrorText`. Chakra ties the error text to the
 * control only through `aria-errormessage`, which most screen readers do not read, so without
 * this the message under an invalid field is never heard when the field gets the focus.
 */
export function useFieldDescribedBy(own?: string): string | undefined {
  // Undefined outside a Field.Root, whatever the declared type says.
  const field = useFieldContext() as ReturnType<typeof useFieldContext> | undefined;
  const ids = [own, field?.ariaDescribedby];
  // Field.ErrorText renders exactly while its field is invalid, in the same commit: pointing at it
  // at once (not after Chakra has noticed it) lets the focus moved there after a submit read it.
  if (field?.invalid) ids.push(field.ids.errorText);
  return [...new Set(ids.filter(Boolean))].join(' ') || undefined;
}

const INVALID_CONTROL = '[aria-invalid="true"]:not(:disabled)';

/**
 * Focuses the first invalid control inside `container`, in the page's order. Returns whether there
 * was one.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>(INVALID_CONTROL);
  if (!first) return false;
  first.focus();
  return true;
}

/**
 * After each attempt to send a form, moves the focus to its first invalid field, so a keyboard or
 * screen-reader user lands on the problem and hears its message. `attempts` counts the attempts
 * (react-hook-form's `formState.submitCount`, or a form's own counter): the focus moves once the
 * attempt's errors are on the page. Put the returned ref on the `<form>` (or on what holds the
 * fields).
 *
 * With react-hook-form, pass `shouldFocusError: false`: its own focus follows the order in which
 * fields were registered, which is not always the order in which they are shown.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(attempts: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(ref.current);
  }, [attempts]);
  return ref;
}
