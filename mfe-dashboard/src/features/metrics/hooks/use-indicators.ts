import { useEffect, useState } from 'react';
import { getIndicators, type MetricIndicator } from '../api/get-indicators';

export function useIndicators() {
  const [indicators, setIndicators] = useState<MetricIndicator[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setFailed(false);
    getIndicators()
      .then((list) => active && setIndicators(list))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [attempt]);
  return { indicators, failed, retry: () => setAttempt((value) => value + 1) };
}
