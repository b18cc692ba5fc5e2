import { leadSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { publicSiteRoutes } from '../contract.ts';
import { insertLead } from '../leads.ts';

/**
 * POST /api/leads {fullName, sector, email, phone} → 201 {id} — public: the backup copy of a
 * demo request from the landing page (spec 1 §7 "Lead"). The landing page's rules and messages
 * (leadSchema of @platform/shared).
 */
export function registerCreateLeadRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...publicSiteRoutes.createLead,
    preHandler: limitRequests(app, { name: 'lead', max: 20, windowMs: 10 * 60_000 }),
    handler: async (request, reply) => {
      const lead = validate(leadSchema, request.body);
      return reply.code(201).send({ id: await insertLead(db, lead) });
    },
  });
}
