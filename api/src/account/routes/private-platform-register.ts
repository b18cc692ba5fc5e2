import {
  VALIDATION_MESSAGES,
  deriveSubdomain,
  isValidDomainAlias,
  storeSetupPayloadSchema,
} from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { Queryable } from '../../db/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { createStore } from '../../stores/create-store.ts';
import { isSubdomainTaken } from '../../stores/subdomains.ts';

export const SUBDOMAIN_TAKEN = 'El subdominio ya está en uso';
export const ALREADY_HAS_STORE = 'Ya tienes una tienda creada';
export const STORE_CREATED = 'Tienda creada correctamente';

async function ownsStore(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from stores where owner_user_id = $1', [userId]);
  return rows.length > 0;
}

/**
 * POST /api/auth/private-platform-register {businessName, subdomain} → 201 {message, store}: the
 * store setup of a signed-in merchant without a store (spec 1 §2.7). The subdomain is the one
 * derived from the name, or any valid alias (3-63 lowercase letters, digits, single hyphens).
 */
export function registerPrivatePlatformRegisterRoute(
  app: FastifyInstance,
  { db }: AppContext,
): void {
  app.post('/api/auth/private-platform-register', async (request, reply) => {
    const { userId } = requireAuth(request);
    const { businessName, subdomain } = validate(storeSetupPayloadSchema, request.body);
    if (subdomain !== deriveSubdomain(businessName) && !isValidDomainAlias(subdomain)) {
      throw badRequest(VALIDATION_MESSAGES.domain.alias, {
        fields: { subdomain: VALIDATION_MESSAGES.domain.alias },
      });
    }
    if (await ownsStore(db, userId)) throw conflict(ALREADY_HAS_STORE);
    if (await isSubdomainTaken(db, subdomain)) throw conflict(SUBDOMAIN_TAKEN);
    try {
      const store = await db.transaction((tx) =>
        createStore(tx, { ownerUserId: userId, name: businessName, subdomain }),
      );
      return reply.code(201).send({ message: STORE_CREATED, store });
    } catch (error) {
      // A concurrent request won the race: the unique indexes tell which one.
      if ((error as { code?: string }).code === '23505') {
        throw conflict((await ownsStore(db, userId)) ? ALREADY_HAS_STORE : SUBDOMAIN_TAKEN);
      }
      throw error;
    }
  });
}
