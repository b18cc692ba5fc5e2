import { useCallback, useState } from 'react';
import type { LeadValues } from '@platform/shared/validation';
import { createLead } from '../api/create-lead';
import { postDemoRequestForm } from '../api/post-demo-request-form';

export type DemoRequestState = 'editing' | 'submitting' | 'thank-you';

/**
 * The demo form's states (spec 1 §4.5): editing → submitting → thank-you. A lead goes to both the
 * backup endpoint and the form service; it counts as received when either of them took it (the
 * other failure is logged), and fails only when both did.
 */
export function useDemoRequest() {
  const [state, setState] = useState<DemoRequestState>('editing');
  const [failed, setFailed] = useState(false);

  const submit = useCallback(async (lead: LeadValues) => {
    setState('submitting');
    setFailed(false);
    const results = await Promise.allSettled([createLead(lead), postDemoRequestForm(lead)]);
    for (const result of results) {
      if (result.status === 'rejected') {
        console.error('[landing] un destino de la solicitud de demo falló', result.reason);
      }
    }
    if (results.some((result) => result.status === 'fulfilled')) {
      setState('thank-you');
    } else {
      setFailed(true);
      setState('editing');
    }
  }, []);

  const restart = useCallback(() => {
    setFailed(false);
    setState('editing');
  }, []);

  return { state, failed, submit, restart };
}
