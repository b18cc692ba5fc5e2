import { useCallback, useEffect, useRef, useState } from 'react';
import { APP_EVENTS, emitAppEvent, type ApiError, type UseMutationResult } from '@platform/shared';
import { saveErrorMessage } from '../save-error';

/** Success banners vanish after 3 seconds (spec 3 §9). */
export const SUCCESS_BANNER_MS = 3000;

/** How a save ended: the saved data the api answered, or the failure. */
export type SaveOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** What a business-data form gets from its editor to save with and to show the save's result. */
export interface SaveProps<T, V> {
  onSave: (values: V) => Promise<SaveOutcome<T>>;
  saving: boolean;
  saved: boolean;
  saveError: string | null;
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * What a business-data save (contact, billing) shows around its mutation: a success banner for
 * 3 s or the error text of spec 3 §8, and a scroll to the top where both appear. A successful
 * save asks the shell's setup guide to reload, so its task ticks at once.
 */
export function useSaveFeedback<T, V>(
  mutation: UseMutationResult<T, ApiError, V>,
): SaveProps<T, V> {
  const { mutateAsync } = mutation;
  const [saved, setSaved] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const onSave = useCallback(
    async (values: V): Promise<SaveOutcome<T>> => {
      clearTimeout(bannerTimer.current);
      setSaved(false);
      try {
        const data = await mutateAsync(values);
        setSaved(true);
        bannerTimer.current = setTimeout(() => setSaved(false), SUCCESS_BANNER_MS);
        emitAppEvent(APP_EVENTS.setupGuideReload);
        return { ok: true, data };
      } catch (error) {
        // The query client logs the failure; the form marks the fields the server named.
        return { ok: false, error };
      } finally {
        scrollToTop();
      }
    },
    [mutateAsync],
  );

  return {
    onSave,
    saving: mutation.isPending,
    saved,
    saveError: mutation.isError ? saveErrorMessage(mutation.error) : null,
  };
}
