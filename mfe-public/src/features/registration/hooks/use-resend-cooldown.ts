import { useCallback, useEffect, useState } from 'react';
import { REGISTRATION } from '@platform/shared/constants';

/**
 * The 60-second wait before 'Reenviar código' works again (spec 1 §4.4). It starts running when
 * the verification screen opens (a code was just sent); `restart` begins a new wait, optionally
 * of another length (the server's own retry time).
 */
export function useResendCooldown(seconds: number = REGISTRATION.resendCooldownSeconds) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(
    (wait: number = seconds) => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + wait * 1000);
    },
    [seconds],
  );

  return { remaining, restart };
}
