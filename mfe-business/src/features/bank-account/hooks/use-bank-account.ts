import { useCallback, useEffect, useState } from 'react';
import { getBankAccount, type BankAccount } from '../api/get-bank-account';

export type BankAccountLoad =
  | { status: 'loading' }
  | { status: 'ready'; account: BankAccount }
  | { status: 'failed'; error: unknown };

/** The store's bank account, loaded on mount and again on `reload()` (the retry button). */
export function useBankAccount(): BankAccountLoad & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: BankAccountLoad } | null>(null);

  useEffect(() => {
    let active = true;
    getBankAccount()
      .then((account) => active && setAnswer({ attempt, state: { status: 'ready', account } }))
      .catch((error: unknown) => {
        console.error('[business] cuenta bancaria', error);
        if (active) setAnswer({ attempt, state: { status: 'failed', error } });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state = answer?.attempt === attempt ? answer.state : ({ status: 'loading' } as const);
  return { ...state, reload };
}
