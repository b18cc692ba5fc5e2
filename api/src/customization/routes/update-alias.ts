import { domainAliasFormSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { RESERVED_SUBDOMAINS } from '../../stores/subdomains.ts';
import { customizationRoutes, type DomainSettings } from '../contract.ts';
import { isAliasTakenByAnotherStore, readDomainSettings, writeAlias } from '../domain-store.ts';
import { DOMAIN_MESSAGES } from '../domain-verification.ts';

/** A 409 whose message also belongs under the form's alias field. */
const aliasConflict = (message: string) =>
  new HttpError(409, message, { fields: { alias: message } });

/**
 * PUT /api/customization/domain/alias {alias} → the store's domain data. The alias follows the
 * form's rule (spec 3 §5: 400 with its message); one that reaches another store (its subdomain or
 * its alias) or that the platform keeps is a 409, and nothing is written.
 */
export function registerUpdateAliasRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...customizationRoutes.updateAlias,
    handler: async (request): Promise<DomainSettings> => {
      const storeId = requireStore(request);
      const { alias } = validate(domainAliasFormSchema, request.body);
      const current = await readDomainSettings(db, storeId);
      if (current.alias === alias) return current;
      if (RESERVED_SUBDOMAINS.has(alias)) throw aliasConflict(DOMAIN_MESSAGES.aliasReserved);
      if (await isAliasTakenByAnotherStore(db, storeId, alias)) {
        throw aliasConflict(DOMAIN_MESSAGES.aliasTaken);
      }
      try {
        await writeAlias(db, storeId, alias);
      } catch (error) {
        // Another store took it between the check and the write (the unique index decides).
        if ((error as { code?: string }).code === '23505') {
          throw aliasConflict(DOMAIN_MESSAGES.aliasTaken);
        }
        throw error;
      }
      return readDomainSettings(db, storeId);
    },
  });
}
