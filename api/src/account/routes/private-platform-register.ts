import {
  VALIDATION_MESSAGES,
  deriveSubdomain,
  isValidDomainAlias,
  storeSetupPayloadSchema,
} from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { createStore } from '../../stores/create-store.ts';
import { isSubdomainTaken } from '../../stores/subdomains.ts';
import { accountRoutes } from '../contract.ts';
import { findOwnedStore } from '../users.ts';

export const SUBDOMAIN_TAKEN = 'El subdominio ya está en uso';
export const ALREADY_HAS_STORE = 'Ya tienes una tienda creada';
export const STORE_CREATED = 'Tienda creada correctamente';

/**
 * POST /api/auth/private-platform-register {businessName, subdomain} → 201 {message, store}: the
 * store setup of a signed-in merchant without a store (spec 1 §2.7). The subdomain is the one
 * derived from the name, or any valid alias (3-63 lowercase letters, digits, single hyphens).
 */
export function registerPrivatePlatformRegisterRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.createStore,
    handler: async (request, reply) => {
      const { userId } = requireAuth(request);
      const { businessName, subdomain } = validate(storeSetupPayloadSchema, request.body);
      if (subdomain !== deriveSubdomain(businessName) && !isValidDomainAlias(subdomain)) {
        throw badRequest(VALIDATION_MESSAGES.domain.alias, {
          fields: { subdomain: VALIDATION_MESSAGES.domain.alias },
        });
      }
      if (await findOwnedStore(db, userId)) throw conflict(ALREADY_HAS_STORE);
      if (await isSubdomainTaken(db, subdomain)) throw conflict(SUBDOMAIN_TAKEN);
      try {
        const store = await db.transaction((tx) =>
          createStore(tx, { ownerUserId: userId, name: businessName, subdomain }),
        );
        return reply.code(201).send({ message: STORE_CREATED, store });
      } catch (error) {
        // A concurrent request won the race: the unique indexes tell which one.
        if ((error as { code?: string }).code === '23505') {
          throw conflict((await findOwnedStore(db, userId)) ? ALREADY_HAS_STORE : SUBDOMAIN_TAKEN);
        }
        throw error;
      }
    },
  });
}
