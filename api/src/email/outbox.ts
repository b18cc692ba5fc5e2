import type { Queryable } from '../db/index.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * "Sends" an e-mail: the embedded default writes it to the `outbox` table, which development
 * lists at GET /dev/outbox. A real mail service would replace this one function.
 */
export async function sendEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query(
    'insert into outbox (to_email, subject, body_text, body_html) values ($1, $2, $3, $4)',
    [email.to, email.subject, email.text, email.html],
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
