import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search reaches the URL and the api. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field whose value is committed once typing pauses: the field shows `text` at once and
 * `commit` gets it `delayMs` after the last key. When `value` changes from outside (the reset
 * button, back/forward), the field follows it.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setText(value);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commitRef.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return [text, setText];
}
