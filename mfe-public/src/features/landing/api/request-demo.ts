import { useMutation } from '@platform/shared';
import type { LeadValues } from '@platform/shared/validation';
import { createLead } from './create-lead';
import { postDemoRequestForm } from './post-demo-request-form';

/**
 * Sends a demo request (spec 1 §4.5) to both the backup endpoint and the form service. It counts
 * as received when either of them took it (the other failure is logged), and fails, with the
 * first failure, only when both did.
 */
export async function requestDemo(lead: LeadValues): Promise<void> {
  const results = await Promise.allSettled([createLead(lead), postDemoRequestForm(lead)]);
  const failures = results.filter(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  for (const failure of failures) {
    console.error('[landing] un destino de la solicitud de demo falló', failure.reason);
  }
  if (failures.length === results.length) throw failures[0]!.reason;
}

/**
 * The demo form's send. A lead is read by no screen, so there is no cache to update. It uses the
 * query library: only the lazily loaded form may import it, never the landing's first render.
 */
export function useRequestDemo() {
  return useMutation({ mutationKey: ['request-demo'], mutationFn: requestDemo });
}
