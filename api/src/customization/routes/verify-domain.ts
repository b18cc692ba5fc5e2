import { customDomainFormSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { customizationRoutes, type DomainVerification } from '../contract.ts';
import {
  isCustomDomainTakenByAnotherStore,
  readDomainSettings,
  writeCustomDomain,
} from '../domain-store.ts';
import {
  DOMAIN_MESSAGES,
  checkDomainDns,
  domainSpellings,
  isPlatformDomain,
} from '../domain-verification.ts';

/** A refusal whose message also belongs under the form's domain field. */
const domainRefusal = (status: number, message: string) =>
  new HttpError(status, message, { fields: { domain: message } });

/**
 * POST /api/customization/domain/verification {domain} → the domain data and what the DNS lookup
 * found. Connects `domain` to the store (Pro plan only, spec 3 §6: 403 otherwise) and asks the DNS
 * for the two records of the instructions: DNS is verified when both are there, and SSL becomes
 * active with it (spec 3 §4), else both stay pending. Another store's domain is a 409.
 */
export function registerVerifyDomainRoute(app: ApiApp, { db, dns }: AppContext): void {
  app.route({
    ...customizationRoutes.verifyDomain,
    handler: async (request): Promise<DomainVerification> => {
      const storeId = requireStore(request);
      const { domain } = validate(customDomainFormSchema, request.body);
      const current = await readDomainSettings(db, storeId);
      if (!current.customDomainAllowed) throw new HttpError(403, DOMAIN_MESSAGES.proOnly);
      if (isPlatformDomain(domain)) throw domainRefusal(400, DOMAIN_MESSAGES.platformDomain);
      if (await isCustomDomainTakenByAnotherStore(db, storeId, domainSpellings(domain))) {
        throw domainRefusal(409, DOMAIN_MESSAGES.domainTaken);
      }

      const { checks, verified } = await checkDomainDns(dns, domain, current.alias);
      try {
        await writeCustomDomain(db, storeId, {
          customDomain: domain,
          dnsVerified: verified,
          // The certificate is issued once the domain points here: no SSL before the DNS.
          sslActive: verified,
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw domainRefusal(409, DOMAIN_MESSAGES.domainTaken);
        }
        throw error;
      }
      return { domain: await readDomainSettings(db, storeId), checks };
    },
  });
}
