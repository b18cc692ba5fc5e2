import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that goes away by itself `durationMs` after it is shown (spec 2 §4: the category
 * form's success banner closes after 1.5 s). Showing one again restarts the count.
 */
export function useFlashMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The count starts when the message is shown, not when the screen gets round to it.
  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show] as const;
}
