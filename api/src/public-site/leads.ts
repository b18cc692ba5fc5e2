import type { LeadValues } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import { escapeHtml, sendEmail } from '../email/outbox.ts';

/** Who the form service notifies of each demo request (the platform's sales inbox). */
export const SALES_INBOX = 'ventas@plataforma.cl';

/** Keeps a demo request (the e-mail lower-cased); answers its id. */
export async function insertLead(db: Queryable, lead: LeadValues): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into leads (full_name, sector, email, phone) values ($1, $2, $3, $4)
     returning id::text as id`,
    [lead.fullName, lead.sector, lead.email.toLowerCase(), lead.phone],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into leads returned no row');
  return id;
}

/** E-mails a demo request to the sales inbox (the outbox in development). */
export async function notifySales(db: Queryable, lead: LeadValues): Promise<void> {
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
}
