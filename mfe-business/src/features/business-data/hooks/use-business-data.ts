import { useCallback, useEffect, useRef, useState } from 'react';
import { APP_EVENTS, emitAppEvent } from '@platform/shared';
import { saveErrorMessage } from '../save-error';

/** Success banners vanish after 3 seconds (spec 3 §9). */
export const SUCCESS_BANNER_MS = 3000;

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * Loads one business resource and saves it whole (contact, billing). A save shows a success
 * banner for 3 s or the error text of spec 3 §8, and scrolls to the top where both appear. A
 * successful save asks the shell's setup guide to reload, so its task ticks at once.
 */
export function useBusinessData<T, V>({
  load,
  save,
  label,
}: {
  load: () => Promise<T>;
  save: (values: V) => Promise<T>;
  label: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: LoadState<T> } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let active = true;
    load()
      .then((data) => active && setAnswer({ attempt, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        console.error(`[business] ${label}`, error);
        if (active) setAnswer({ attempt, state: { status: 'failed', error } });
      });
    return () => {
      active = false;
    };
    // `load` is a module function; a retry (attempt) is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const submit = useCallback(
    async (values: V): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> => {
      clearTimeout(bannerTimer.current);
      setSaving(true);
      setSaved(false);
      setSaveError(null);
      try {
        const data = await save(values);
        setSaved(true);
        bannerTimer.current = setTimeout(() => setSaved(false), SUCCESS_BANNER_MS);
        emitAppEvent(APP_EVENTS.setupGuideReload);
        return { ok: true, data };
      } catch (error) {
        console.error(`[business] guardar ${label}`, error);
        setSaveError(saveErrorMessage(error));
        return { ok: false, error };
      } finally {
        setSaving(false);
        scrollToTop();
      }
    },
    [save, label],
  );

  const state = answer?.attempt === attempt ? answer.state : LOADING;
  return { state, reload, submit, saving, saved, saveError };
}
