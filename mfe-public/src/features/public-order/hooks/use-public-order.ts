import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@platform/shared';
import { getPublicOrder, type PublicOrder } from '../api/get-public-order';

export type PublicOrderLoad =
  | { state: 'loading' }
  | { state: 'loaded'; order: PublicOrder }
  | { state: 'not-found' }
  | { state: 'failed' };

/** The order of the payment page; an unknown id is 'not-found', anything else 'failed'. */
export function usePublicOrder(id: string | undefined) {
  const [load, setLoad] = useState<PublicOrderLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setLoad({ state: 'not-found' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getPublicOrder(id, controller.signal)
      .then((order) => setLoad({ state: 'loaded', order }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setLoad({ state: 'not-found' });
          return;
        }
        console.error('[public-order] no se pudo cargar la orden', error);
        setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, reload };
}
