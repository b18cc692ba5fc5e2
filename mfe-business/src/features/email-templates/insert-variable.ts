import { templateVariableSpans, templateVariableText } from '@platform/shared/validation';

/** The selection of a text field: `start` and `end` as `selectionStart`/`selectionEnd` give them. */
export interface TextSelection {
  start: number;
  end: number;
}

export interface VariableInsertion {
  text: string;
  /** Where the cursor goes: right after the inserted variable. */
  caret: number;
  /**
   * The variable the cursor was inside of, when there was one (spec 3 §5: a variable is never
   * inserted inside another): the new one then went right after it, and nothing was replaced.
   */
  movedAfter: string | null;
}

/**
 * `{{name}}` written at the cursor of a text, replacing the selected text. When either end of the
 * selection is inside a variable (between its first `{` and its last `}`), nothing is replaced
 * and the new variable goes right after that variable, so none is ever split.
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
    return {
      text: text.slice(0, around.end) + token + text.slice(around.end),
      caret: around.end + token.length,
      movedAfter: around.name,
    };
  }
  return {
    text: text.slice(0, start) + token + text.slice(end),
    caret: start + token.length,
    movedAfter: null,
  };
}
