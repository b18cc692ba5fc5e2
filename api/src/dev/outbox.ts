import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../app-context.ts';
import { validate } from '../http/validation.ts';

const querySchema = object({ to: string().trim().lowercase().max(254) });

/**
 * GET /dev/outbox?to= — development mode only (registered with API_MODE=development): the e-mail
 * the product "sent", newest first, so people and journeys can read codes and links.
 */
export function registerOutboxRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/dev/outbox', async (request) => {
    const { to } = validate(querySchema, request.query);
    const { rows } = await db.query<{
      id: string;
      to: string;
      subject: string;
      text: string | null;
      html: string | null;
      createdAt: Date | string;
    }>(
      `select id::text as id, to_email as "to", subject, body_text as text, body_html as html,
              created_at as "createdAt"
       from outbox where ($1::text is null or lower(to_email) = $1)
       order by created_at desc, id desc limit 100`,
      [to || null],
    );
    return {
      messages: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    };
  });
}
