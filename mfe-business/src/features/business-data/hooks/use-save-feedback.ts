import { useCallback, useEffect, useRef, useState } from 'react';
import { APP_EVENTS, emitAppEvent, type ApiError, type UseMutationResult } from '@platform/shared';
import { saveErrorMessage } from '../save-error';

/** Success banners vanish after 3 seconds (spec 3 §9). */
export const SUCCESS_BANNER_MS = 3000;

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * What a business-data save (contact, billing) shows around its mutation: a success banner for
 * 3 s or the error text of spec 3 §8, and a scroll to the top where both appear. A successful
 * save asks the shell's setup guide to reload, so its task ticks at once.
 */
export function useSaveFeedback<T, V>(mutation: UseMutationResult<T, ApiError, V>) {
  const { mutateAsync } = mutation;
  const [saved, setSaved] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const submit = useCallback(
    async (values: V): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> => {
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
    submit,
    saving: mutation.isPending,
    saved,
    saveError: mutation.isError ? saveErrorMessage(mutation.error) : null,
  };
}
