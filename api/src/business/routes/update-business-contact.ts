import { businessContactSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { writeBusinessContact } from '../business-contact-store.ts';
import { businessRoutes } from '../contract.ts';

/**
 * PUT /api/business/contact with the whole contact object (spec 3 §7) → the saved contact.
 * Validated with the contact page's own schema; a phone and an e-mail complete the setup
 * guide's 'contact' task.
 */
export function registerUpdateBusinessContactRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.updateContact,
    handler: async (request) => {
      const storeId = requireStore(request);
      const contact = validate(businessContactSchema, request.body);
      const saved = await writeBusinessContact(db, storeId, contact);
      if (!saved) throw notFound(STORE_NOT_FOUND);
      return saved;
    },
  });
}
