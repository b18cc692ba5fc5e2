import { useCallback, useState } from 'react';

export type CopyState = { status: 'idle' } | { status: 'copied' | 'failed'; what: string };

/**
 * Copies a text with the Clipboard API and says how it went, for one of several texts (`what`
 * names which). The API is missing outside secure pages and may be refused: that is 'failed', and
 * the text stays on screen to select by hand.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>({ status: 'idle' });
  const copy = useCallback(async (what: string, text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setState({ status: 'copied', what });
    } catch {
      setState({ status: 'failed', what });
    }
  }, []);
  return [state, copy] as const;
}
