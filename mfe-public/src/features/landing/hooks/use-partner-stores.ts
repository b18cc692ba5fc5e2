import { useCallback, useEffect, useState } from 'react';
import { getPartnerStores, type PartnerStore } from '../api/get-partner-stores';

export interface PartnerStoresState {
  partners: PartnerStore[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The partner stores of the landing carousel, loaded once on entry. */
export function usePartnerStores(): PartnerStoresState {
  const [partners, setPartners] = useState<PartnerStore[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    getPartnerStores(controller.signal)
      .then(setPartners)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[landing] no se pudieron cargar los partners', error);
        setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { partners, loading, failed, reload };
}
