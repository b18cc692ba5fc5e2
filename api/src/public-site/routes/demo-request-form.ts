import { leadSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { publicSiteRoutes } from '../contract.ts';
import { notifySales } from '../leads.ts';

/**
 * POST /api/forms/demo-request {fullName, sector, email, phone} → 200 {ok: true} — public: the
 * local stand-in for the external form service the landing page also posts each lead to (spec 1
 * §7). Like such a service it keeps nothing itself: it e-mails the submission to the sales inbox.
 * Same rules as the lead.
 */
export function registerDemoRequestFormRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...publicSiteRoutes.sendDemoRequest,
    preHandler: limitRequests(app, { name: 'demo-request', max: 20, windowMs: 10 * 60_000 }),
    handler: async (request) => {
      const lead = validate(leadSchema, request.body);
      await notifySales(db, lead);
      return { ok: true as const };
    },
  });
}
