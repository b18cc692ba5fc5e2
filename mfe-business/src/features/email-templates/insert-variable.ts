import { templateVariableSpans, templateVariableText } from '@platform/shared/validation';

/** The selection of a text field: `start` and `end` as `selectionStart`/`selectionEnd` give them. */
export interface TextSelection {
  start: number;
  end: number;
}

export interface VariableInsertion {
  text: string;
  /** Where the cursor goes: right after the inserted variable, or where it was when refused. */
  caret: number;
  /**
   * The variable the cursor was inside of, when there was one: spec 3 §5 refuses inserting a
   * variable inside another, so the text is left as it was.
   */
  refusedInside: string | null;
}

/**
 * `{{name}}` written at the cursor of a text, replacing the selected text. When either end of the
 * selection is inside a variable (between its first `{` and its last `}`), the insertion is
 * refused and the text stays as it was, so no variable is ever split.
 */
export function insertVariable(
  text: string,
  selection: TextSelection,
  name: string,
): VariableInsertion {
  const token = templateVariableText(name);
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const spans = templateVariableSpans(text);
  const inside = (position: number) =>
    spans.find((span) => span.start < position && position < span.end);
  const around = inside(end) ?? inside(start);
  if (around) {
    return { text, caret: end, refusedInside: around.name };
  }
  return {
    text: text.slice(0, start) + token + text.slice(end),
    caret: start + token.length,
    refusedInside: null,
  };
}
