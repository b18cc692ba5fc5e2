import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a text filter reaches the URL and the api. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * A filter being typed: the field shows the draft at once and `commit` receives it once typing
 * pauses, so the URL and the api see one change per word, not one per key. A new `value` from
 * outside (reset, back/forward) replaces the draft.
 */
export function useDebouncedDraft(
  value: string,
  commit: (draft: string) => void,
  delayMs = FILTER_DEBOUNCE_MS,
): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => commitRef.current(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, delayMs]);

  return [draft, setDraft];
}
