import { leadSchema } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';

/**
 * POST /api/leads {fullName, sector, email, phone} → 201 {id} — public: the backup copy of a
 * demo request from the landing page (spec 1 §7 "Lead"). The landing page's rules and messages
 * (leadSchema of @platform/shared); the e-mail is stored lower-cased.
 */
export function registerCreateLeadRoute(app: FastifyInstance, { db }: AppContext): void {
  const limiter = createRateLimiter({ max: 20, windowMs: 10 * 60_000 });

  app.post('/api/leads', async (request, reply) => {
    const lead = validate(leadSchema, request.body);
    limiter.hit(clientAddress(request));
    const { rows } = await db.query<{ id: string }>(
      `insert into leads (full_name, sector, email, phone) values ($1, $2, $3, $4)
       returning id::text as id`,
      [lead.fullName, lead.sector, lead.email.toLowerCase(), lead.phone],
    );
    return reply.code(201).send({ id: rows[0]?.id });
  });
}
