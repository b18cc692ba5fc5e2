import { useCallback, useEffect, useState } from 'react';
import { getPartnerStores, type PartnerStore } from '../api/get-partner-stores';

export interface PartnerStoresState {
  partners: PartnerStore[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The partner stores of the landing carousel, loaded on entry (and again on retry). */
export function usePartnerStores(): PartnerStoresState {
  const [attempt, setAttempt] = useState(0);
  // The answer of the request `attempt`; an older answer means the newest is still loading.
  const [answer, setAnswer] = useState<{
    attempt: number;
    partners: PartnerStore[];
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPartnerStores(controller.signal)
      .then((partners) => setAnswer({ attempt, partners, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[landing] no se pudieron cargar los partners', error);
        setAnswer({ attempt, partners: [], failed: true });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const current = answer?.attempt === attempt ? answer : null;
  return {
    partners: current?.partners ?? [],
    loading: current === null,
    failed: current?.failed ?? false,
    reload,
  };
}
