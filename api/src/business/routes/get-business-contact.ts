import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { readBusinessContact } from '../business-contact-store.ts';
import { businessRoutes } from '../contract.ts';

/**
 * GET /api/business/contact → {address, businessHours[{days, startTime, endTime, description}],
 * contactPhones[{number, isDefault}], contactEmails[{email, isDefault}], socialMedia{twitter,
 * facebook, instagram}} of the caller's store (spec 3 §3, §7).
 */
export function registerGetBusinessContactRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.getContact,
    handler: async (request) => {
      const contact = await readBusinessContact(db, requireStore(request));
      if (!contact) throw notFound(STORE_NOT_FOUND);
      return contact;
    },
  });
}
