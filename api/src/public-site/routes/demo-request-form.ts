import { leadSchema } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { escapeHtml, sendEmail } from '../../email/outbox.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';

/** Who the form service notifies of each demo request (the platform's sales inbox). */
export const SALES_INBOX = 'ventas@plataforma.cl';

/**
 * POST /api/forms/demo-request {fullName, sector, email, phone} → 200 {ok: true} — public: the
 * local stand-in for the external form service the landing page also posts each lead to (spec 1
 * §7). Like such a service it keeps nothing itself: it e-mails the submission to the sales inbox
 * (the outbox in development). Same rules as the lead.
 */
export function registerDemoRequestFormRoute(app: FastifyInstance, { db }: AppContext): void {
  const limiter = createRateLimiter({ max: 20, windowMs: 10 * 60_000 });

  app.post('/api/forms/demo-request', async (request) => {
    const lead = validate(leadSchema, request.body);
    limiter.hit(clientAddress(request));
    const lines = [
      ['Nombre', lead.fullName],
      ['Sector', lead.sector],
      ['Correo electrónico', lead.email.toLowerCase()],
      ['Teléfono', lead.phone],
    ] as const;
    await sendEmail(db, {
      to: SALES_INBOX,
      subject: `Nueva solicitud de demo: ${lead.fullName}`,
      text: `Nueva solicitud de demo desde el sitio público.\n\n${lines
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n')}`,
      html: `<p>Nueva solicitud de demo desde el sitio público.</p><ul>${lines
        .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
        .join('')}</ul>`,
    });
    return { ok: true };
  });
}
