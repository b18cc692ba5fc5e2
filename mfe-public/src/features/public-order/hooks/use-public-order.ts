import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@platform/shared';
import { getPublicOrder, type PublicOrder } from '../api/get-public-order';

export type PublicOrderLoad =
  | { state: 'loading' }
  | { state: 'loaded'; order: PublicOrder }
  | { state: 'not-found' }
  | { state: 'failed' };

/**
 * The order of the payment page; an unknown id is 'not-found', anything else 'failed'. Each
 * answer is kept with the request it answers, so a newer id or a retry reads 'loading' at once.
 */
export function usePublicOrder(id: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: PublicOrderLoad } | null>(null);
  const key = `${id ?? ''}#${attempt}`;

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    getPublicOrder(id, controller.signal)
      .then((order) => setAnswer({ key, load: { state: 'loaded', order } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setAnswer({ key, load: { state: 'not-found' } });
          return;
        }
        console.error('[public-order] no se pudo cargar la orden', error);
        setAnswer({ key, load: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [id, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const load: PublicOrderLoad = !id
    ? { state: 'not-found' }
    : answer?.key === key
      ? answer.load
      : { state: 'loading' };
  return { load, reload };
}
